import { describe, expect, it } from "vitest";
import { pickVoice } from "./voices";

describe("pickVoice", () => {
  const voices = [
    { name: "British", lang: "en-GB" },
    { name: "Yuna", lang: "ko_KR" },
    { name: "Samantha", lang: "en-US" },
  ];

  it("prefers the exact voice language", () => {
    expect(pickVoice(voices, "en")?.name).toBe("Samantha");
    expect(pickVoice(voices, "ko")?.name).toBe("Yuna");
  });

  it("falls back to any voice of the language, and to none", () => {
    expect(pickVoice([{ lang: "en-GB", name: "British" }], "en")?.name).toBe("British");
    expect(pickVoice([{ lang: "ja-JP", name: "Kyoko" }], "ko")).toBeUndefined();
  });
});
