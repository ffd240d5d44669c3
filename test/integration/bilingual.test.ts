import { readdirSync, statSync } from "node:fs";
import path from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { LANGS } from "../../app/lib/i18n/languages";
import { formatDate } from "../../app/lib/i18n/messages";
import { allShareCards, shareCardFile } from "../../app/lib/seo/share-card";
import { sharedServerUrl } from "../support/built-server";

const SITE = "https://curio.test";
// What readers see today: scheduled facts are no page yet (ADR 014).
const catalogue = publishedAt(loadCatalogue("data"), new Date());
const [fact, otherFact] = catalogue.facts.filter((f) => LANGS.every((l) => f.translations[l]));
// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

const escapeHtml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:property|name)="${key.replace(/:/g, ":")}" content="([^"]*)"`).exec(html)?.[1];
/** The text of an element's markup with tags dropped (marks and sentence spans split the texts). */
const plain = (html: string) => html.replace(/<[^>]+>/g, "");

describe("the side-by-side page", () => {
  it.each(LANGS)("shows the fact in both languages in /%s, the page's language first, each block with its lang", async (lang) => {
    const res = await request(app).get(`/${lang}${fact!.path}/side-by-side`);
    expect(res.status).toBe(200);
    expect(res.headers["cache-control"]).toMatch(/^public/);
    const html = res.text;
    const other = LANGS.find((l) => l !== lang)!;
    const text = plain(html);
    for (const l of LANGS) {
      const t = fact!.translations[l]!;
      expect(text).toContain(escapeHtml(t.title));
      // Every paragraph of the explanation (and title and summary) stands in blocks of its own language: the
      // summary and explanation as sentence pairs (issue 34), whose sentences, joined, give back each paragraph.
      const blocks = [...html.matchAll(new RegExp(`<(?:p|h1|td)[^>]* lang="${l}"[^>]*data-speak="(\\d+)"[^>]*>(.*?)</(?:p|h1|td)>`, "g"))];
      expect([...new Set(blocks.map((m) => Number(m[1])))]).toEqual([0, 1, ...t.detail.map((_, i) => i + 2)]);
      t.detail.forEach((paragraph, i) => {
        const cells = blocks.filter((m) => Number(m[1]) === i + 2).map((m) => plain(m[2]!));
        expect(cells.join(" ")).toBe(escapeHtml(paragraph));
      });
    }
    // The page's language first: its title is the h1, the other's follows it.
    expect(html).toMatch(new RegExp(`<h1 lang="${lang}"`));
    const summary = (l: string) => html.search(new RegExp(`lang="${l}"[^>]*data-speak="1"`));
    expect(summary(lang)).toBeGreaterThan(0);
    expect(summary(lang)).toBeLessThan(summary(other));
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/${lang}${fact!.path}"/>`);
    expect(metaContent(html, "robots")).toBe("noindex, follow");
    expect(html).not.toContain('hrefLang="x-default"');
    expect(metaContent(html, "og:image")).toMatch(/^https:\/\/curio\.test\/og\/cards\/[0-9a-f]{16}\.png$/);
    expect(metaContent(html, "twitter:image")).toBe(metaContent(html, "og:image"));
    // Its language buttons lead to the side-by-side page in each language.
    expect(html).toContain(encodeURIComponent(`/${other}${fact!.path}/side-by-side`));
  });

  it("marks each glossary pair in both columns, with the same pair number, each mark opening its gloss", async () => {
    const html = (await request(app).get(`/en${fact!.path}/side-by-side`)).text;
    // HTML attribute names are case-insensitive (React writes popoverTarget).
    fact!.glossary.forEach((_, i) => {
      for (const l of LANGS) {
        const marks = [
          ...html.matchAll(new RegExp(`<button type="button" class="term" data-term="${i}" popovertarget="gloss-${l}-${i}"`, "gi")),
        ];
        expect(marks.length, `pair ${i} (${l})`).toBeGreaterThanOrEqual(1);
        expect(html, `gloss ${l} ${i}`).toMatch(new RegExp(`<div id="gloss-${l}-${i}" popover="auto"`));
      }
    });
  });

  it("shows how every Korean sentence is said only when ?say=1 asks (a page of its own, as kept)", async () => {
    const plain = (await request(app).get(`/en${fact!.path}/side-by-side`)).text;
    const said = (await request(app).get(`/en${fact!.path}/side-by-side?say=1`)).text;
    const lines = (html: string) =>
      [...html.matchAll(/<td lang="ko"[^>]*>[\s\S]*?<\/td>/g)].filter((m) => m[0].includes('class="say fact-meta"')).length;
    expect(lines(plain)).toBe(0);
    expect(lines(said)).toBeGreaterThan(0);
    // Asked again without it, the page is the plain one: the parameter is part of the key, not kept over it.
    expect(lines((await request(app).get(`/en${fact!.path}/side-by-side`)).text)).toBe(0);
  });

  it("says when each translation was last reviewed", async () => {
    const html = (await request(app).get(`/en${fact!.path}/side-by-side`)).text;
    for (const l of LANGS) {
      const reviewed = fact!.translations[l]!.reviewedAt;
      const name = l === "en" ? "English" : "Korean";
      expect(html).toContain(reviewed ? `The ${name} text was reviewed on` : `The ${name} text has not been reviewed yet`);
      // …and against the other language's text, which no reader copy calls the original, nor names by a version
      // hash (that is the API's and the data's, issue 50).
      const against = fact!.translations[l]!.reviewedAgainst;
      if (against) {
        expect(html).toContain(`reviewed on ${formatDate(reviewed!, "en")} against the ${name === "English" ? "Korean" : "English"} text.`);
        expect(html.replace(/<script[\s\S]*?<\/script>/g, ""), "reader copy").not.toContain(against);
      }
    }
  });

  it.each([`/en/fact/space/no-such-fact/side-by-side`, `/ko/fact/nowhere/x/side-by-side`, `/fr${"/fact/space/x"}/side-by-side`])(
    "is a no-store 404 for %s",
    async (url) => {
      const res = await request(app).get(url);
      expect(res.status).toBe(404);
      expect(res.headers["cache-control"]).toBe("no-store");
    },
  );

  it("is kept by the page cache like a fact page", async () => {
    const url = `/ko${otherFact!.path}/side-by-side`;
    const first = await request(app).get(url);
    const second = await request(app).get(url);
    expect(second.text).toBe(first.text);
    expect(second.headers["cache-control"]).toBe(first.headers["cache-control"]);
  });
});

describe("the fact page's bilingual parts", () => {
  it.each(LANGS)("lists the key terms in /%s with lang on each term, and links side by side", async (lang) => {
    const html = (await request(app).get(`/${lang}${fact!.path}`)).text;
    const other = LANGS.find((l) => l !== lang)!;
    expect(html).toContain(lang === "en" ? ">Key terms<" : ">핵심 용어<");
    for (const entry of fact!.glossary) {
      expect(html).toContain(`<dt lang="${lang}">${escapeHtml(entry[lang])}</dt>`);
      expect(html).toContain(`<dd lang="${other}" class="glossary-partner">${escapeHtml(entry[other])}</dd>`);
    }
    expect(html).toContain(`href="/${lang}${fact!.path}/side-by-side"`);
    expect(html).toContain(lang === "en" ? ">Side by side<" : ">나란히 읽기<");
  });
});

const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

describe("share cards", () => {
  async function cardOf(url: string) {
    const image = metaContent((await request(app).get(url)).text, "og:image")!;
    const res = await request(app).get(image.replace(SITE, "")).buffer(true);
    return { image, res, body: res.body as Buffer };
  }

  it("gives each fact page its own 1200×630 PNG card, served immutable", async () => {
    const { res, body } = await cardOf(`/ko${fact!.path}`);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/png");
    expect(res.headers["cache-control"]).toContain("immutable");
    expect(body.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
    expect(pngSize(body)).toEqual({ width: 1200, height: 630 });
    expect(body.length).toBeLessThanOrEqual(150 * 1024);
  });

  it("draws a distinct card per fact and language, and a bilingual one for side by side", async () => {
    const cards = await Promise.all(
      [
        `/en${fact!.path}`,
        `/ko${fact!.path}`,
        `/en${otherFact!.path}`,
        `/en${fact!.path}/side-by-side`,
        `/ko${fact!.path}/side-by-side`,
      ].map(cardOf),
    );
    for (const { res } of cards) expect(res.status).toBe(200);
    expect(new Set(cards.map((c) => c.image)).size).toBe(cards.length);
    expect(new Set(cards.map((c) => c.body.toString("base64"))).size).toBe(cards.length);
  });

  it("built every card the catalogue needs, each a 1200×630 PNG of at most 150 KB", () => {
    const dir = path.resolve("build/client/og/cards");
    const files = new Set(readdirSync(dir));
    for (const card of allShareCards(catalogue)) expect(files.has(shareCardFile(card)), card.titles[0]!.text).toBe(true);
    for (const file of files) expect(statSync(path.join(dir, file)).size, file).toBeLessThanOrEqual(150 * 1024);
  });

  it("answers a missing card with a no-store 404", async () => {
    const res = await request(app).get("/og/cards/0000000000000000.png");
    expect(res.status).toBe(404);
  });
});
