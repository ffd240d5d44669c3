import { describe, expect, it } from "vitest";
import { englishIpa, type PronouncingDictionary } from "./english-ipa";

// A few entries as CMUdict has them, so the rules are tested apart from the dictionary's size.
const dictionary: PronouncingDictionary = {
  water: "W AO1 T ER0",
  activity: "AE0 K T IH1 V AH0 T IY0",
  larva: "L AA1 R V AH0",
  meteorite: "M IY1 T IY0 AO0 R AY2 T",
  box: "B AA1 K S",
  bee: "B IY1",
  bees: "B IY1 Z",
  wax: "W AE1 K S",
  vapor: "V EY1 P ER0",
  story: "S T AO1 R IY0",
  hemoglobin: "HH IY1 M AH0 G L OW2 B AH0 N",
  organ: "AO1 R G AH0 N",
  eimer: "AY1 M ER0",
  moon: "M UW1 N",
  quake: "K W EY1 K",
  jose: "HH OW0 Z EY1",
  on: "AA1 N",
};

describe("English key terms in IPA", () => {
  it("says each word of a term, stress marked", () => {
    expect(englishIpa("water activity", dictionary)).toBe("ˈwɔtɚ ækˈtɪvəti");
    expect(englishIpa("Larva", dictionary)).toBe("ˈlɑrvə");
  });
  it("adds a plural's or a possessive's /s/, /z/ or /ɪz/ to a word the dictionary lists", () => {
    expect(englishIpa("meteorites", dictionary)).toBe("ˈmitiɔˌraɪts");
    expect(englishIpa("boxes", dictionary)).toBe("ˈbɑksɪz");
    expect(englishIpa("Eimer’s organs", dictionary)).toBe("ˈaɪmɚz ˈɔrɡənz");
  });
  it("reads British spellings as the American ones the dictionary lists", () => {
    expect(englishIpa("water vapour", dictionary)).toBe("ˈwɔtɚ ˈveɪpɚ");
    expect(englishIpa("haemoglobin", dictionary)).toBe("ˈhiməˌɡloʊbən");
    expect(englishIpa("storeys", dictionary)).toBe("ˈstɔriz");
  });
  it("joins a compound of a known first part and a listed word, and guesses no other split", () => {
    expect(englishIpa("beeswax", dictionary)).toBe("ˈbizˌwæks");
    expect(englishIpa("moonquake", dictionary)).toBe("ˈmunˌkweɪk");
    expect(englishIpa("Joseon", dictionary)).toBeNull();
    expect(englishIpa("", dictionary)).toBeNull();
  });
});
