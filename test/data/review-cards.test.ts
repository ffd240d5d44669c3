import { describe, expect, it } from "vitest";
import { pairsForPage } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { LANGS } from "../../app/lib/i18n/languages";
import { buildCards, type ReviewCardData } from "../../app/lib/review/cards";

// Issue 49: every review card the whole catalogue makes, in both directions, decoded as the review page shows it.
const catalogue = loadCatalogue("data");
const all = LANGS.flatMap((lang) =>
  catalogue.facts
    .filter((fact) => fact.translations[lang])
    .map((fact) => {
      const t = fact.translations[lang]!;
      const paragraphs = pairsForPage(fact, storedPairs("data", fact));
      return { lang, fact, cards: buildCards({ path: fact.path, title: t.title, glossary: fact.glossary, paragraphs }, lang) };
    }),
);
const cards: ReviewCardData[] = all.flatMap((f) => f.cards);
const koTerms = new Set(catalogue.facts.flatMap((f) => f.glossary.map((g) => g.ko)));
const show = (c: ReviewCardData) => `${c.id}: ${c.before}[${c.answer}]${c.after}`;

// Written apart from the card builder: what may stand right after a Korean noun, and around an English word.
const PARTICLES = "은|는|이|가|을|를|의|에|에서|에게|도|만|과|와|로|으로|보다|처럼|까지|부터|마다|이나|나|이며|며|이고|고|이다|이었다|였다|이라는|라는|이라고|라고|이란|란|입니다|이에요|예요|와는|과는|에는|에도|에서는|에서도|으로는|으로도|로는|로도|들|들이|들은|들을|들의|들에|들도|들과|들로|들에게|들처럼";
const KOREAN_AFTER = new RegExp(`^(?:${PARTICLES})*(?![가-힣])`);

describe("review cards of the whole catalogue (issue 49)", () => {
  it("makes cards of most key terms in both directions", () => {
    for (const lang of LANGS) {
      const terms = all.filter((f) => f.lang === lang).reduce((n, f) => n + f.fact.glossary.length, 0);
      const made = all.filter((f) => f.lang === lang).reduce((n, f) => n + f.cards.length, 0);
      console.info(`${lang} pages: ${made} cards of ${terms} key terms`);
      expect(made / terms, lang).toBeGreaterThan(0.85);
    }
  });

  it("never shows a card's answer elsewhere in its sentence, in its prompt or in its hint", () => {
    const give = cards.filter((c) => {
      const answers = [c.answer.toLowerCase(), c.gloss === c.answer ? "" : c.answer.toLowerCase()];
      const elsewhere = [c.before, c.after, c.prompt, c.note ?? "", c.gloss].join("\n").toLowerCase();
      return answers.some((a) => a && elsewhere.includes(a));
    });
    expect(give.map(show)).toEqual([]);
  });

  it("blanks whole words only: a Korean noun without its particle, an English word never cut", () => {
    const cut = cards.filter((c) => {
      if (/[\p{L}\p{N}]$/u.test(c.before)) return true;
      // A Korean blank is the key term as the glossary writes it, a particle after it outside the blank.
      if (c.learn === "ko") return !KOREAN_AFTER.test(c.after) || !koTerms.has(c.answer);
      return /^[\p{L}\p{N}]/u.test(c.after.replace(/^['’]s/, ""));
    });
    expect(cut.map(show)).toEqual([]);
  });
});
