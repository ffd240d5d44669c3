import { describe, expect, it } from "vitest";
import { pairsForPage } from "../../app/lib/bilingual/sentence-pairs";
import { storedPairs } from "../../app/lib/bilingual/sentence-pairs.server";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { buildCards } from "../../app/lib/review/cards";
import { request, sharedServerUrl } from "../support/built-server";

// Issue 34, item 6: /{lang}/review, one page for everyone (noindex); its data for a reader's list of facts
// (`?f=`) carries their cards and is never kept by a shared cache.
const app = sharedServerUrl();
// What readers see today: scheduled facts are no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
const [first, second] = catalogue.facts.filter((f) => f.translations.en && f.translations.ko);
const entry = (path: string) => path.replace(/^\/fact\//, "");
const cardsOf = (lang: "en" | "ko") =>
  buildCards(
    {
      path: first!.path,
      title: first!.translations[lang]!.title,
      glossary: first!.glossary,
      paragraphs: pairsForPage(first!, storedPairs("data", first!)),
    },
    lang,
  );

describe("/{lang}/review", () => {
  it.each(["en", "ko"] as const)("is one page for everyone in %s, noindex, that says review needs JavaScript", async (lang) => {
    const res = await request(app).get(`/${lang}/review`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    expect(res.text).toContain('<meta name="robots" content="noindex, follow"');
    expect(res.text).toContain(lang === "en" ? "Reviewing needs JavaScript" : "복습하려면 JavaScript가 필요합니다");
    expect(res.text).toContain(`href="/${lang}/saved"`);
  });

  it("is a 404 under a language the site does not have", async () => {
    expect((await request(app).get("/fr/review")).status).toBe(404);
  });

  it.each(["en", "ko"] as const)("gives the cards of the facts named, private and never stored (%s)", async (lang) => {
    const expected = cardsOf(lang);
    expect(expected.length).toBeGreaterThan(0);
    const res = await request(app).get(`/${lang}/review.data?f=${entry(first!.path)},${entry(second!.path)},space/no-such-fact`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toBe("private, no-store");
    // React Router's data format (turbo-stream) keeps strings as they are.
    for (const card of expected) {
      expect(res.text).toContain(card.id);
      expect(res.text).toContain(card.answer);
    }
    // The learnt language's sentence is blanked, its pair in the page's language is the prompt.
    expect(expected.every((c) => c.learn === (lang === "en" ? "ko" : "en"))).toBe(true);
    const page = await request(app).get(`/${lang}/review?f=${entry(first!.path)}`);
    expect(page.status).toBe(200);
    expect(page.headers["cache-control"]).toBe("private, no-store");
  });

  it.each([
    ["not a list", "f=../../etc/passwd"],
    ["an empty entry", "f=space/venus,,animals/owl"],
    ["an upper-case entry", "f=Space/Venus"],
    ["more than 200 facts", `f=${Array.from({ length: 201 }, (_, i) => `space/f${i}`).join(",")}`],
  ])("answers 400 to %s, never 500, and stores nothing", async (_, query) => {
    for (const path of [`/en/review?${query}`, `/ko/review.data?${query}`]) {
      const res = await request(app).get(path);
      expect(res.status, path).toBe(400);
      expect(res.headers["cache-control"], path).toBe("no-store");
    }
  });
});
