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

  it("says every key term of the catalogue without throwing", () => {
    expect(koreanTerms.length).toBeGreaterThan(1000);
    for (const term of koreanTerms) {
      const said = pronounce(term);
      expect(said.pronunciation.length, term).toBeGreaterThan(0);
      expect(said.romanization, term).not.toMatch(/[\u3131-\u318e\uac00-\ud7a3]/);
    }
  });
});
