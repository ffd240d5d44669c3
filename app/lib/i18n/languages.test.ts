import { describe, expect, it } from "vitest";
import { langFromPath, langOfPath, languageLabel } from "./languages";

describe("paths", () => {
  it("reads the language prefix, defaulting to English", () => {
    expect(langFromPath("/ko/blog")).toBe("ko");
    expect(langFromPath("/ko")).toBe("ko");
    expect(langFromPath("/kor/blog")).toBe("en");
    expect(langFromPath("/")).toBe("en");
    expect(langOfPath("/ko/blog")).toBe("ko");
    expect(langOfPath("/kor/blog")).toBeUndefined();
    expect(langOfPath("/api/v1/facts/today")).toBeUndefined();
  });
  it("labels languages as the spec says", () => {
    expect(languageLabel("ko")).toBe("한국어");
    expect(languageLabel("en")).toBe("English");
    expect(languageLabel("ja")).toBe("JA");
  });
});
