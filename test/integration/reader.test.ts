import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { sharedServerUrl } from "../support/built-server";

// Issue 17 as the server answers it: the menu page, no dead ends, and suggestions the reader can read.
const catalogue = loadCatalogue("data");
// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

const count = (html: string, pattern: RegExp) => (html.match(pattern) ?? []).length;

describe("the menu page (where the menu button leads without JavaScript)", () => {
  it.each(["en", "ko"])("/%s/menu lists search, the pages and every category", async (lang) => {
    const res = await request(app).get(`/${lang}/menu`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('name="robots" content="noindex');
    const main = res.text.slice(res.text.indexOf('<main id="main"'));
    expect(main).toContain(`action="/${lang}/search"`);
    expect(main).toContain(`href="/${lang}/blog"`);
    // The daily pages and the saved list, in that order, before the blog (issue 30).
    const order = [`/${lang}/today`, `/${lang}/quiz`, `/${lang}/saved`, `/${lang}/blog"`].map((href) => main.indexOf(`href="${href}`));
    expect(order.every((at) => at > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(count(main.split("</main>")[0]!, new RegExp(`class="chip"[^>]*href="/${lang}/blog\\?category=`, "g"))).toBe(
      catalogue.categories.length,
    );
  });

  it("is where every page's menu button and search link lead before the script runs", async () => {
    for (const path of ["/en", "/ko/blog", "/en/fact/science/honey-never-spoils", "/en/nope"]) {
      const lang = path.split("/")[1];
      const header = (await request(app).get(path)).text.split("</header>")[0]!;
      expect(header, path).toContain(`<a href="/${lang}/menu" class="icon-button hamburger">`);
      expect(header, path).toMatch(
        new RegExp(`class="icon-button header-search" href="/${lang}/search"|href="/${lang}/search"[^>]*class="icon-button header-search"`),
      );
    }
  });
});

describe("no dead ends", () => {
  it.each([
    "/en/nope",
    "/fr",
    "/ko/fact/space/nope",
    "/en/search",
    "/en/search?query=qqqxxzz",
    "/en/search?query=honey&page=99",
    "/en/blog?page=999",
  ])("%s offers a search box, the categories and three facts", async (path) => {
    const res = await request(app).get(path);
    const ways = res.text.slice(res.text.indexOf('class="ways-forward"'));
    expect(ways.length).toBeLessThan(res.text.length);
    expect(ways).toContain('name="query"');
    expect(count(ways, /class="chip"/g)).toBeGreaterThanOrEqual(catalogue.categories.length);
    expect(count(ways, /class="fact-card"/g)).toBe(3);
  });

  it("offers a missing fact's category, and never shows 404 twice", async () => {
    const fact = await request(app).get("/ko/fact/space/nope");
    expect(fact.status).toBe(404);
    expect(fact.text).toContain('href="/ko/blog?category=space"');
    const page = await request(app).get("/en/nope");
    const visible = page.text.replace(/<head>[\s\S]*<\/head>/, "").replace(/<script[\s\S]*?<\/script>/g, "");
    expect(count(visible, />[^<]*404[^<]*</g)).toBe(1);
  });

  it("answers a typo with the corrected word's facts under “Did you mean …?”, and a link to search it as typed", async () => {
    const res = await request(app).get("/en/search?query=shrk");
    const correction = res.text.slice(res.text.indexOf('class="search-correction"'));
    expect(correction).toMatch(
      /^class="search-correction">Did you mean <a href="\/en\/search\?query=shark"[^>]*><strong>shark<\/strong><\/a>\?/,
    );
    expect(correction).toContain('href="/en/search?query=shrk&amp;exact=1"');
    // The correction comes before the results, and there are results: not a dead end.
    expect(res.text.indexOf('class="search-correction"')).toBeLessThan(res.text.indexOf('class="fact-card'));
    expect(res.text).not.toContain('class="ways-forward"');
  });
});

describe("suggestions and matches a reader can see", () => {
  it("suggests only facts whose title shows the match, from word starts", async () => {
    for (const query of ["hon", "octo", "the", "moon"]) {
      const { suggestions } = (await request(app).get(`/en/search/suggest?query=${query}`)).body as {
        suggestions: { title: string; marked: { marks: number[] } }[];
      };
      for (const s of suggestions) {
        expect(s.marked.marks.length, `${query}: ${s.title}`).toBeGreaterThan(0);
        expect(s.title.toLowerCase(), query).toMatch(new RegExp(`(^|[^a-z0-9])${query}`));
      }
    }
  });

  it("skips stop words beside other words and marks only word starts", async () => {
    const res = await request(app).get("/en/search?query=the%20moon");
    expect(res.text).not.toMatch(/<mark>the<\/mark>/i);
    expect(res.text).toMatch(/<mark>moon<\/mark>/i);
    const the = await request(app).get("/en/search?query=the");
    expect(the.text).not.toMatch(/[a-z]<mark>the/i);
  });
});

describe("small things", () => {
  it("writes the Korean copyright line in Korean", async () => {
    const res = await request(app).get("/ko");
    expect(res.text).toMatch(/© \d{4} Curio\. 모든 권리 보유\./);
  });
});
