import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { readingTimeMinutes } from "../../app/lib/catalogue/reading-time";
import { glossaryText } from "../../app/lib/catalogue/schema";
import { editorialProblems } from "../../scripts/content/editorial-rules";
import { formatProblem } from "../../scripts/content/waivers";
import { LANGS } from "../../app/lib/i18n/languages";
import { holdsTerm } from "../../app/lib/text/korean-headword";

// The real catalogue that ships in data/: loading it runs the full schema validation.
const catalogue = loadCatalogue("data");

describe("the shipped catalogue", () => {
  it("defines the six categories with names in both languages", () => {
    expect(catalogue.categories.map((c) => c.slug).sort()).toEqual(["animals", "history", "insects", "science", "space", "trivia"]);
    expect(catalogue.categoryBySlug.get("trivia")?.name.ko).toBe("상식");
  });

  it("has at least 30 facts in every category and 180 in all", () => {
    for (const category of catalogue.categories) expect(catalogue.byCategory.get(category.slug)!.length, category.slug).toBeGreaterThanOrEqual(30);
    expect(catalogue.facts.length).toBeGreaterThanOrEqual(180);
  });

  it("has every fact in both languages, with every field the site shows", () => {
    for (const fact of catalogue.facts)
      for (const lang of LANGS) {
        const t = fact.translations[lang];
        expect(t, `${fact.path} ${lang}`).toBeDefined();
        expect(t!.detail.length, `${fact.path} ${lang} detail paragraphs`).toBeGreaterThanOrEqual(2);
        expect(t!.detail.length, `${fact.path} ${lang} detail paragraphs`).toBeLessThanOrEqual(4);
        expect(t!.seoDescription, `${fact.path} ${lang} seoDescription`).toBeTruthy();
        expect(t!.seoKeywords.length, `${fact.path} ${lang} seoKeywords`).toBeGreaterThanOrEqual(5);
        expect(t!.seoKeywords.length).toBeLessThanOrEqual(6);
        expect(t!.tags.length, `${fact.path} ${lang} tags`).toBeGreaterThanOrEqual(3);
        expect(t!.tags.length, `${fact.path} ${lang} tags`).toBeLessThanOrEqual(5);
      }
  });

  it("pairs the explanation paragraph by paragraph across languages", () => {
    for (const fact of catalogue.facts) expect(fact.translations.ko!.detail.length, fact.path).toBe(fact.translations.en!.detail.length);
  });

  it("gives short topic tags, not search phrases, distinct within a translation", () => {
    for (const fact of catalogue.facts)
      for (const lang of LANGS) {
        const tags = fact.translations[lang]!.tags;
        expect(new Set(tags.map((tag) => tag.toLowerCase())).size, `${fact.path} ${lang} tags repeat`).toBe(tags.length);
        // Korean spaces compound nouns (방사성 탄소 연대 측정), so it is held to a length rather than a word count.
        for (const tag of tags)
          if (lang === "en") expect(tag.split(/\s+/).length, `${fact.path} en tag "${tag}"`).toBeLessThanOrEqual(3);
          else expect(tag.replace(/\s+/g, "").length, `${fact.path} ko tag "${tag}"`).toBeLessThanOrEqual(12);
      }
  });

  it("has a glossary of 3 to 6 pairs for every fact, each term in its language's text", () => {
    for (const fact of catalogue.facts) {
      expect(fact.glossary.length, fact.path).toBeGreaterThanOrEqual(3);
      expect(fact.glossary.length, fact.path).toBeLessThanOrEqual(6);
      for (const lang of LANGS) {
        const text = glossaryText(fact.translations[lang]!);
        // As the validator finds them: a Korean verb in dictionary form (품다) by its stem (품습니다).
        for (const entry of fact.glossary)
          expect(holdsTerm(text, entry[lang].normalize("NFC").toLowerCase()), `${fact.path} glossary ${lang} "${entry[lang]}"`).toBe(true);
      }
    }
  });

  it("meets the editorial rules npm run check:content holds every fact to: lengths, statement titles, reviews", () => {
    // The rules live in scripts/content/editorial-rules.ts (reviewedAt on or after publication is the schema's).
    expect(catalogue.facts.flatMap(editorialProblems).map(formatProblem)).toEqual([]);
  });

  it("records the issue's fixes as public corrections, with the fact marked updated", () => {
    const corrected = [
      "/fact/space/voyager-1-farthest-spacecraft",
      "/fact/space/sun-loses-four-million-tonnes",
      "/fact/animals/blue-whale-largest-animal-ever",
      "/fact/history/railways-created-time-zones",
      "/fact/history/gobekli-tepe-older-than-stonehenge",
      "/fact/insects/cricket-chirps-measure-temperature",
      "/fact/history/vikings-never-wore-horned-helmets",
      "/fact/history/cleopatra-closer-to-moon-landing",
      "/fact/history/eratosthenes-measured-earth-with-shadows",
      "/fact/insects/synchronous-fireflies-smoky-mountains",
      "/fact/science/sound-travels-faster-in-water",
      "/fact/space/sunlight-takes-eight-minutes",
    ];
    for (const path of corrected) {
      const fact = catalogue.byPath.get(path);
      expect(fact, path).toBeDefined();
      expect(fact!.corrections?.length, `${path} corrections`).toBeGreaterThan(0);
    }
    for (const fact of catalogue.facts)
      for (const correction of fact.corrections ?? []) {
        expect(fact.updatedDate, `${fact.path} updatedDate`).toBeDefined();
        expect(fact.updatedDate! >= correction.date, `${fact.path} updatedDate is before a correction`).toBe(true);
      }
  });

  it("writes Korean without 그녀 and temperatures in °C", () => {
    for (const fact of catalogue.facts) {
      const ko = fact.translations.ko!;
      const text = [ko.title, ko.body, ...ko.detail, ko.seoDescription ?? ""].join("\n");
      expect(text, fact.path).not.toContain("그녀");
      expect(text, fact.path).not.toMatch(/섭씨/);
    }
  });

  it("computes reading times from the text, per language", () => {
    for (const fact of catalogue.facts)
      for (const lang of LANGS) {
        const t = fact.translations[lang]!;
        expect(t.readingTimeMinutes, `${fact.path} ${lang}`).toBe(readingTimeMinutes(lang, t.body, t.detail));
      }
  });

  it("never repeats a path, or a title within a language", () => {
    expect(new Set(catalogue.facts.map((f) => f.path)).size).toBe(catalogue.facts.length);
    for (const lang of LANGS) {
      const titles = catalogue.facts.map((f) => f.translations[lang]!.title.trim().toLowerCase());
      const repeated = titles.filter((t, i) => titles.indexOf(t) !== i);
      expect(repeated, lang).toEqual([]);
    }
  });

  it("cites at least one source per fact, with web addresses only (http where only that was kept)", () => {
    for (const fact of catalogue.facts) {
      expect(fact.sources?.length, fact.path).toBeGreaterThan(0);
      for (const source of fact.sources ?? []) if (source.url) expect(source.url).toMatch(/^https?:\/\/[^/\s]+/);
    }
  });

  it("keeps the original site's known items, each under its own path", () => {
    for (const path of [
      "/fact/trivia/honey-never-spoils",
      "/fact/science/honey-never-spoils",
      "/fact/animals/sharks-older-than-trees",
      "/fact/history/sharks-older-than-trees",
      "/fact/science/bananas-are-radioactive",
    ])
      expect(catalogue.byPath.has(path), path).toBe(true);
    const bananas = catalogue.facts.filter((f) => /banana/.test(f.slug) && /radioactiv/.test(f.slug));
    expect(bananas).toHaveLength(1);
  });

  it("keeps the original's priorities (its dates, written before this site existed, are not kept: test/data/dates.test.ts)", () => {
    for (const fact of catalogue.facts) expect(fact.priority >= 0.5 && fact.priority <= 0.8, fact.path).toBe(true);
  });
});
