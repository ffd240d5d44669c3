import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./encoding";

describe("chooseEncoding", () => {
  it("negotiates brotli, then gzip, honouring q=0", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip")).toBe("gzip");
    expect(chooseEncoding(undefined)).toBe("identity");
    expect(chooseEncoding("*")).toBe("br");
    // q-values decide; a tie goes to the smaller body.
    expect(chooseEncoding("br;q=0.5, gzip;q=0.8")).toBe("gzip");
    expect(chooseEncoding("gzip;q=0.5, br;q=0.5")).toBe("br");
    expect(chooseEncoding("identity, gzip;q=0.5")).toBe("identity");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding("gzip;q=0, br;q=0, *")).toBe("identity");
    expect(chooseEncoding("*;q=0.2, br;q=0")).toBe("gzip");
    // Names in any case and spacing; a q-value that is no number accepts nothing.
    expect(chooseEncoding(" GZIP ; q=0.9 , BR;q=0.1")).toBe("gzip");
    expect(chooseEncoding("br;q=abc, gzip;q=0.1")).toBe("gzip");
    expect(chooseEncoding("")).toBe("identity");
    expect(chooseEncoding("identity;q=0")).toBe("identity");
  });
});
