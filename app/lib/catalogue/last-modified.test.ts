import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { lastModified, lastModifiedAnyLang } from "./last-modified";

const note = { en: "The Korean said round trip.", ko: "한국어 본문이 왕복이라고 했습니다." };
const [corrected, reviewed, plain] = fixtureCatalogue([
  {
    ...fact("space", "corrected", "2024-05-22", {}, {}),
    updatedDate: "2025-01-01",
    corrections: [{ date: "2025-03-01", langs: ["ko"], note }],
  },
  fact("space", "reviewed", "2024-05-21", { reviewedAt: "2026-11-23" }, {}),
  fact("space", "plain", "2024-05-20", {}, {}),
]).facts;

describe("lastModified", () => {
  it("is the latest of publication, update, the language's review and its corrections", () => {
    expect(lastModified(corrected!, "ko")).toBe("2025-03-01");
    // A correction of the Korean text is no change to the English one.
    expect(lastModified(corrected!, "en")).toBe("2025-01-01");
    expect(lastModified(reviewed!, "en")).toBe("2026-11-23");
    expect(lastModified(reviewed!, "ko")).toBe("2024-05-21");
    expect(lastModified(plain!, "en")).toBe("2024-05-20");
  });
  it("takes the latest language for the fact as a whole", () => {
    expect(lastModifiedAnyLang(corrected!)).toBe("2025-03-01");
    expect(lastModifiedAnyLang(reviewed!)).toBe("2026-11-23");
  });
});
