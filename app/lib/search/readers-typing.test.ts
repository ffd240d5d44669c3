import { romanize } from "es-hangul";
import { describe, expect, it } from "vitest";
import { keyboardSlip } from "./find-facts";
import { endingAt, jamoOf, koreanStem, koreanStems, onlyEndingsAt } from "./korean-stem";
import { romanizeMcCune, romanizeSaid, romanizeWord, romanKey, romanKeysOf, romanSkeleton } from "./romanized";
import { allowedEdits, closestWord, editDistance } from "./typo";

describe("Korean stems", () => {
  it("takes a particle or common ending off, and a plural 들 before it", () => {
    expect(koreanStem("거북선의")).toBe("거북선");
    expect(koreanStem("한글을")).toBe("한글");
    expect(koreanStems("해녀들이")).toEqual(["해녀들", "해녀"]);
    expect(koreanStem("바다에서")).toBe("바다");
    expect(koreanStem("조선으로부터")).toBe("조선");
    expect(koreanStem("꿀은")).toBe("꿀");
  });
  it("keeps at least one syllable and leaves other words alone", () => {
    expect(koreanStems("은")).toEqual([]);
    expect(koreanStems("octopus")).toEqual([]);
    expect(koreanStems("바다")).toEqual([]);
  });
  it("knows where a particle follows", () => {
    expect(endingAt("달에 얽힌", 1)).toBe(true);
    expect(endingAt("달들은", 1)).toBe(true);
    expect(endingAt("달걀", 1)).toBe(false);
  });
  it("takes only the particles a final consonant takes: 달은 and 달로, not 달고 or 달라고 (a verb)", () => {
    expect(endingAt("달은", 1)).toBe(true);
    expect(endingAt("달로", 1)).toBe(true);
    expect(endingAt("달고", 1)).toBe(false);
    expect(endingAt("달라고", 1)).toBe(false);
    expect(endingAt("바다로", 2)).toBe(true);
    expect(endingAt("벌였다", 1)).toBe(false);
  });
  it("knows when only particles follow to the end of the word", () => {
    expect(onlyEndingsAt("꿀은 ", 1)).toBe(true);
    expect(onlyEndingsAt("달에서도", 1)).toBe(true);
    expect(onlyEndingsAt("별들이", 1)).toBe(true);
    expect(onlyEndingsAt("꿀", 1)).toBe(true);
    expect(onlyEndingsAt("불과하다", 1)).toBe(false);
    expect(onlyEndingsAt("꿀벌", 1)).toBe(false);
  });
  it("spells a word in 자모, one unit each, so one wrong vowel is one edit", () => {
    expect(jamoOf("거북선")).toHaveLength(8);
    expect(editDistance(jamoOf("거북산"), jamoOf("거북선"), 2)).toBe(1);
  });
});

describe("romanization", () => {
  it("romanizes every syllable as es-hangul does", () => {
    for (let code = 0xac00; code <= 0xd7a3; code++) {
      const syllable = String.fromCharCode(code);
      if (romanizeWord(syllable) !== romanize(syllable)) expect(romanizeWord(syllable)).toBe(romanize(syllable));
    }
    expect(romanizeWord("해녀")).toBe("haenyeo");
  });
  it("gives Revised Romanization, McCune–Reischauer and popular spellings one skeleton", () => {
    const same = (...spellings: string[]) => expect(new Set(spellings.map(romanSkeleton)).size).toBe(1);
    same("kimchi", "gimchi", "kimch'i", "kimchee", romanizeWord("김치"));
    same("Busan", "Pusan", romanizeWord("부산"));
    same("Joseon", "Chosŏn", "Chosun", romanizeWord("조선"));
    same("hangeul", "han'gŭl", "hangul", romanizeWord("한글"));
    same("jikji", "chikchi", romanizeWord("직지"));
    expect(romanSkeleton("haenyeo")).not.toBe(romanSkeleton("hanok"));
  });
  it("writes McCune–Reischauer's voicing: voiceless at a word's start and after k, t, p; ㅉ as tch", () => {
    expect(romanizeMcCune("부산")).toBe("pusan");
    expect(romanizeMcCune("직지")).toBe("chikchi");
    expect(romanizeMcCune("김치")).toBe("kimchi");
    expect(romanizeMcCune("고구려")).toBe("koguryeo");
    expect(romanizeMcCune("독립")).toBe("tongnip");
    expect(romanizeMcCune("짜장")).toBe("tchajang");
    expect(romanizeMcCune("받아")).toBe("pada");
    expect(romanizeMcCune("받아", { written: true })).toBe("pata");
    expect(romanizeSaid("웃음")).toBe("useum");
  });
  it("gives one key to the exact spellings of a word in RR, MR and popular spellings, and apart keys to other words", () => {
    const keysOf = (word: string) => [...romanKeysOf(word).written, ...romanKeysOf(word).said];
    const spells = (word: string, ...spellings: string[]) => {
      for (const spelling of spellings) expect(keysOf(word), spelling).toContain(romanKey(spelling));
    };
    spells("꿀", "kkul", "ggul", "Kkul");
    spells("달", "dal", "tal");
    spells("고래", "gorae", "korae");
    spells("까치", "kkachi", "kkach'i", "ggachi");
    spells("조선", "Joseon", "Chosŏn");
    spells("한글", "hangeul", "han'gŭl");
    spells("별", "byeol", "pyŏl");
    spells("의사", "uisa", "ŭisa");
    spells("원", "won", "wŏn");
    spells("김치", "kimchee", "gimchi");
    spells("심장", "shimjang");
    spells("웃음", "useum");
    // What the skeleton folds together, the key keeps apart: 꿀 is not 거울 or 굴, 까치 is not 까지.
    expect(keysOf("거울")).not.toContain(romanKey("kkul"));
    expect(keysOf("굴")).not.toContain(romanKey("kkul"));
    expect(keysOf("까지")).not.toContain(romanKey("kkachi"));
    // Written beats said: bada is written 바다; 받아 is only said so.
    expect(romanKeysOf("바다").written).toContain("bada");
    expect(romanKeysOf("받아").written).not.toContain("bada");
    expect(romanKeysOf("받아").said).toContain("bada");
  });
});

describe("typos", () => {
  it("allows one edit from four letters and two from eight", () => {
    expect([3, 4, 7, 8].map(allowedEdits)).toEqual([0, 1, 1, 2]);
  });
  it("counts insertions, deletions, substitutions and swapped neighbours, stopping past the limit", () => {
    expect(editDistance("octapus", "octopus", 1)).toBe(1);
    expect(editDistance("tardigarde", "tardigrade", 2)).toBe(1);
    expect(editDistance("napolean", "napoleon", 2)).toBe(1);
    expect(editDistance("shark", "whale", 1)).toBe(2);
  });
  it("picks the closest word, then the commonest, and nothing for short or far words", () => {
    const words = [
      { word: "octopus", form: "octopus", count: 3 },
      { word: "octopi", form: "octopi", count: 1 },
      { word: "cat", form: "cat", count: 9 },
    ];
    expect(closestWord("octapus", words)).toEqual({ word: "octopus", edits: 1 });
    expect(closestWord("cta", words)).toBeNull();
    expect(closestWord("zebra", words)).toBeNull();
  });
});

describe("keyboard slips", () => {
  it("reads Latin letters typed on a Korean keyboard as Hangul, when they spell whole syllables", () => {
    expect(keyboardSlip("gksrmf")).toBe("한글");
    expect(keyboardSlip("ansdj")).toBe("문어");
    expect(keyboardSlip("dkssud gktpdy")).toBe("안녕 하세요");
    expect(keyboardSlip("hello")).toBeNull();
    expect(keyboardSlip("한글")).toBeNull();
  });
});
