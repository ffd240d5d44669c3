import { describe, expect, it } from "vitest";
import { pronounce } from "./pronounce.server";
import { saySentence, withSay } from "./reviewed.server";
import type { Said } from "./said";

const sounds = new Map<string, Said | undefined>([
  ["천연기념물", { pronunciation: "처년기념물", romanization: "cheonyeonginyeommul" }],
  ["문자", { pronunciation: "문짜", romanization: "munja" }],
  ["사냥새", undefined],
]);

describe("reviewed pronunciations", () => {
  it("gives a key term the reviewed sound, and none to a term a reader hid or nobody read", () => {
    const glossary = [{ terms: { ko: "천연기념물" } }, { terms: { ko: "사냥새" } }, { terms: { ko: "구상나무" } }];
    expect(withSay(glossary, sounds).map((g) => g.say)).toEqual([sounds.get("천연기념물"), undefined, undefined]);
  });

  it("says a reviewed term inside a sentence as reviewed, where the library is wrong", () => {
    const sentence = "구상나무는 천연기념물은 아니지만 문자 그대로 귀합니다.";
    expect(pronounce(sentence).pronunciation).toContain("천년기념");
    const said = saySentence(sentence, sounds);
    // The term's own syllables as reviewed; its last joins the particle as the library says it.
    expect(said.pronunciation).toContain("처년기념무른");
    // A whole word is said as reviewed.
    expect(said.pronunciation).toContain("문짜 그대로");
    expect(said.romanization).toBe(pronounce(sentence).romanization);
  });

  it("does not touch a term found inside another word", () => {
    const sentence = "한문자를 읽는다";
    expect(saySentence(sentence, sounds).pronunciation).toBe(pronounce(sentence).pronunciation);
  });
});
