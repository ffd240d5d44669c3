import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { KNOWN_PRONUNCIATIONS } from "./known";
import { pronounce } from "./pronounce.server";

const factsDir = join(process.cwd(), "data/facts");
const koreanTerms = readdirSync(factsDir)
  .filter((f) => f.endsWith(".json"))
  .flatMap((f) => {
    const parsed = JSON.parse(readFileSync(join(factsDir, f), "utf8")) as unknown;
    const facts = (Array.isArray(parsed) ? parsed : (parsed as { facts: unknown[] }).facts) as { glossary?: { ko: string }[] }[];
    return facts.flatMap((fact) => (fact.glossary ?? []).map((g) => g.ko));
  });

describe("pronounce", () => {
  it.each(KNOWN_PRONUNCIATIONS.map((k) => [k.word, k] as const))("says %s as the standard does", (word, known) => {
    expect(pronounce(word)).toEqual({ pronunciation: known.pronunciation, romanization: known.romanization });
  });

  it("keeps tensing after an obstruent and drops the library's after a nasal final", () => {
    expect(pronounce("식도").pronunciation).toBe("식또");
    expect(pronounce("유전자").pronunciation).toBe("유전자");
    expect(pronounce("심장 근육").pronunciation).not.toContain("짱");
  });

  it("does not join sounds across a bracket: 당분(주로 is [당분(주로], not [당분(쭈로]", () => {
    expect(pronounce("당분(주로 과당)이")).toEqual({ pronunciation: "당분(주로 과당)이", romanization: "dangbun(juro gwadang)i" });
  });

  it("reads numbers in words, in the pronunciation and the romanization alike", () => {
    const said = pronounce("꿀의 80%가");
    expect(said.pronunciation).toBe("꾸릐 팔십 퍼센트가");
    expect(said.romanization).not.toMatch(/\d/);
  });

  it("carries a final over to the copula, where es-hangul inserts ㄴ (사람입니다 [사라밈니다]), and not after ㅇ", () => {
    expect(pronounce("사람입니다")).toEqual({ pronunciation: "사라밈니다", romanization: "saramimnida" });
    expect(pronounce("당분입니다").pronunciation).toBe("당부님니다");
    expect(pronounce("한국인").pronunciation).toBe("한구긴");
    expect(pronounce("산성인")).toEqual({ pronunciation: "산성인", romanization: "sanseongin" });
  });

  it("says every key term of the catalogue without throwing", () => {
    expect(koreanTerms.length).toBeGreaterThan(1000);
    for (const term of koreanTerms) {
      const said = pronounce(term);
      expect(said.pronunciation.length, term).toBeGreaterThan(0);
      expect(said.romanization, term).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
    }
  });
});
