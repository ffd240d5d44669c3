import { describe, expect, it } from "vitest";
import { arpabetToIpa } from "./arpabet";

describe("ARPABET to IPA", () => {
  it.each([
    ["HH AH1 N IY0", "ˈhʌni"],
    ["W AO1 T ER0", "ˈwɔtɚ"],
    ["AE0 K T IH1 V AH0 T IY0", "ækˈtɪvəti"],
    ["K AA1 R T AH0 L AH0 JH", "ˈkɑrtələdʒ"],
    ["L AA1 R V AH0", "ˈlɑrvə"],
    ["IH0 K S T R AE1 K T", "ɪkˈstrækt"],
    ["M AA2 N AH0 T EH1 R IY0", "ˌmɑnəˈtɛri"],
    ["B ER1 D", "bɝd"],
    ["DH AH0", "ðə"],
    ["S IH1 NG ER0", "ˈsɪŋɚ"],
    ["K AH0 M P Y UW1 T ER0", "kəmˈpjutɚ"],
  ])("%s → %s", (phones, ipa) => expect(arpabetToIpa(phones)).toBe(ipa));

  it("puts every consonant in a syllable English allows, and refuses what is not ARPABET", () => {
    expect(arpabetToIpa("AE1 T L AH0 S")).toBe("ˈætləs");
    expect(arpabetToIpa("EH1 K S T R AH0")).toBe("ˈɛkstrə");
    expect(() => arpabetToIpa("HH Q1")).toThrow(/not an ARPABET phone/);
    expect(() => arpabetToIpa("K1")).toThrow(/not an ARPABET phone/);
  });
});
