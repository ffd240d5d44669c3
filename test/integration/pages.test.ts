import request from "supertest";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { factOfDay } from "../../app/lib/daily/rotation";
import { testApp } from "../support/server";
import { sharedServerUrl } from "../support/built-server";

const catalogue = loadCatalogue("data");
// The production server: build/server.js on a real port, fast lane included (test/support/built-server.ts).
const app = sharedServerUrl();

/** Visible text of a page: tags dropped, entities decoded, spaces collapsed. */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ");

const sources = (html: string) => /<section class="fact-sources"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("every page renders its key texts in both languages", () => {
  it.each([
    [
      "/en",
      [
        "Today’s Fact",
        "A random fact",
        "BETA",
        "Expand your world, one fact at a time.",
        "Get New Fact",
        "Related Knowledge",
        "Other Knowledge",
        "Other Fun Services",
        "More Services Coming Soon",
      ],
    ],
    ["/ko", ["오늘의 지식", "무작위로 고른 지식", "BETA", "새로운 지식 보기", "관련 지식", "다른 지식", "다른 재미있는 서비스"]],
    ["/en/blog", ["Explore More Knowledge", "All", "Next", "Blog last updated"]],
    ["/ko/blog", ["더 많은 지식 탐색", "전체", "다음", "블로그 최종 업데이트"]],
    // An empty search invites one: examples, and the two ways of typing Korean (issue 50).
    ["/en/search", ["Search", "Find a fact by a word, a name or a topic", "Try", "honey", "ㅍㄹㅁㄷ", "muneo"]],
    [
      "/ko/search",
      ["검색", "낱말이나 이름, 주제로 지식을 찾아보세요", "이렇게 찾아보세요", "초성만 입력해도 찾습니다", "로마자로 입력해도 찾습니다"],
    ],
    [
      "/en/privacy-policy",
      [
        "Privacy Policy",
        "Effective date: 2 December 2026",
        "report a problem with a fact",
        "Advertising",
        "Changes to this policy",
        "Home",
      ],
    ],
    ["/ko/privacy-policy", ["개인정보처리방침", "시행일: 2026년 12월 2일", "지식의 오류를 신고하시면", "광고"]],
    [
      "/en/terms-of-service",
      ["Terms of Service", "Last updated: 11 July 2025", "5. Disclaimer of warranties", "8. Governing law", "30 days"],
    ],
    ["/ko/terms-of-service", ["이용약관", "최종 수정일: 2025년 7월 11일", "5. 보증의 부인", "8. 준거법", "대한민국"]],
    ["/en/contact-us", ["Contact Us", "hello@curio.example", "as soon as possible", "Email", "Name", "Message", "Send message"]],
    ["/ko/contact-us", ["문의하기", "이메일", "이름", "메시지"]],
  ])("%s", async (path, expected) => {
    const res = await request(app).get(path);
    expect(res.status).toBe(200);
    const body = text(res.text);
    for (const phrase of expected) expect(body, phrase).toContain(phrase);
  });

  it("has the footer with links in the page's language and the current year", async () => {
    const res = await request(app).get("/ko/blog");
    expect(res.text).toContain('href="/ko/privacy-policy"');
    expect(res.text).toContain('href="/ko/terms-of-service"');
    expect(res.text).toContain('href="/ko/contact-us"');
    expect(text(res.text)).toContain(`© ${new Date().getFullYear()} Curio`);
  });

  it("fills the terms from the site configuration, not placeholders", async () => {
    const res = await request(app).get("/en/terms-of-service");
    expect(res.text).not.toMatch(/\{(jurisdiction|email|siteName|sisterSite)\}/);
    expect(res.text).toContain("the Republic of Korea");
  });
});

describe("home", () => {
  it("renders a random fact on the server, translated, with read more and neighbours", async () => {
    const res = await request(app).get("/ko");
    const fact = /<h3 class="featured-title"><a [^>]*>([^<]+)<\/a><\/h3>/.exec(res.text)?.[1];
    expect(fact).toBeTruthy();
    expect(res.text).toMatch(/href="\/ko\/fact\/[a-z]+\/[a-z0-9-]+"/);
    expect(res.headers["cache-control"]).toBe("private, no-cache");
  });

  it("sends Get New Fact (?after=) to another fact's own address (?fact=), which shows it again on every visit", async () => {
    const app0 = await testApp({ catalogue, rng: () => 0 });
    const first = await request(app0).get("/en");
    const shown = /name="after" value="([^"]+)"/.exec(first.text)?.[1];
    expect(shown).toMatch(/^\/fact\//);
    const next = await request(app0).get(`/en?after=${encodeURIComponent(shown!)}`);
    expect(next.status).toBe(303);
    expect(next.headers["cache-control"]).toBe("private, no-store");
    const picked = new URL(next.headers.location!, "https://x").searchParams.get("fact");
    expect(picked).toMatch(/^\/fact\//);
    expect(picked).not.toBe(shown);
    // Back, reload or a shared link: the same fact every time, at home's address for search engines.
    for (let i = 0; i < 3; i++) {
      const again = await request(app0).get(next.headers.location!);
      expect(again.status).toBe(200);
      expect(/name="after" value="([^"]+)"/.exec(again.text)?.[1]).toBe(picked);
      expect(again.headers["cache-control"]).toBe("private, no-store");
      expect(again.text).toContain('<meta name="robots" content="noindex');
      expect(again.text).toContain('<link rel="canonical" href="https://curio.test/en"');
    }
    // A fact this site does not have is not a page of home's.
    expect((await request(app0).get("/en?fact=%2Ffact%2Fspace%2Fnone")).status).toBe(301);
  });

  it("shows today's fact in its own dated card, linking to /today and the quiz", async () => {
    const now = new Date("2026-11-26T14:59:00Z");
    const app0 = await testApp({ catalogue, now: () => now });
    const res = await request(app0).get("/en");
    const card = /<section class="featured-fact home-card today-card"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? "";
    const todays = factOfDay(publishedAt(catalogue, now), "2026-11-26")!;
    expect(text(card)).toContain("Today’s Fact 26 November 2026");
    expect(card).toMatch(/datetime="2026-11-26"/i);
    expect(text(card)).toContain(todays.translations.en!.title);
    expect(card).toContain('href="/en/today"');
    expect(card).toContain('href="/en/quiz"');
  });

  it("never serves a home page kept yesterday: today's fact changes at Seoul midnight", async () => {
    let now = new Date("2026-11-26T14:58:00Z");
    const app0 = await testApp({ catalogue, rng: () => 0, now: () => now });
    const titleOf = (html: string) =>
      /<section class="featured-fact home-card today-card"[\s\S]*?<h3 class="featured-title"><a [^>]*>([^<]+)<\/a>/.exec(html)?.[1];
    const before = titleOf((await request(app0).get("/en")).text);
    expect(titleOf((await request(app0).get("/en")).text)).toBe(before);
    now = new Date("2026-11-26T15:00:01Z");
    const after = titleOf((await request(app0).get("/en")).text);
    expect(text(after!).trim()).toBe(factOfDay(publishedAt(catalogue, now), "2026-11-27")!.translations.en!.title);
    expect(after).not.toBe(before);
  });

  it("links the face test in a new tab with no opener or referrer", async () => {
    const res = await request(app).get("/en");
    expect(res.text).toMatch(/target="_blank" rel="noopener noreferrer"/);
  });
});

describe("fact page", () => {
  it("shows the fact with its detail, tags, date, reading time and languages", async () => {
    const res = await request(app).get("/en/fact/science/honey-never-spoils");
    expect(res.status).toBe(200);
    const fact = catalogue.byPath.get("/fact/science/honey-never-spoils")!;
    const body = text(res.text);
    expect(body).toContain(fact.translations.en!.title);
    expect(body).toContain("About this fact");
    expect(body).toContain("More from this category");
    expect(body).toContain("Explore other topics");
    expect(res.text).toContain('href="/language/ko?to=%2Fko%2Ffact%2Fscience%2Fhoney-never-spoils"');
    expect(body).toContain("한국어");
    expect(res.headers["cache-control"]).toBe("public, max-age=300, s-maxage=3600, stale-while-revalidate=86400");
  });

  it.each(["en", "ko"] as const)(
    "shows in %s the explanation in paragraphs, tags linking to search, the review date and the trust links",
    async (lang) => {
      const path = "/fact/space/voyager-1-farthest-spacecraft";
      const fact = catalogue.byPath.get(path)!;
      const t = fact.translations[lang]!;
      const res = await request(app).get(`/${lang}${path}`);
      const detail = /<section class="fact-detail"[\s\S]*?<\/section>/.exec(res.text)?.[0] ?? "";
      // Each paragraph carries its language and reading order (read-aloud), so match the tag with attributes.
      expect(detail.match(/<p[ >]/g)).toHaveLength(t.detail.length);
      for (const tag of t.tags) expect(res.text).toContain(`href="/${lang}/search?query=${encodeURIComponent(tag)}"`);
      // The chips are the tags and nothing else: SEO phrases stay in the head.
      const chips = /<ul class="keyword-list">([\s\S]*?)<\/ul>/.exec(res.text)?.[1] ?? "";
      expect([...chips.matchAll(/<a [^>]*>([^<]*)<\/a>/g)].map((m) => text(m[1]!).trim())).toEqual(t.tags);
      const body = text(res.text);
      // The review with the sources, each language described alike, no version hash (issue 50).
      expect(text(sources(res.text))).toContain(
        lang === "en" ? "The English text was reviewed on 23 November 2026" : "한국어판은 2026년 11월 23일에",
      );
      expect(body).not.toMatch(/[0-9a-f]{12}|원문|original/);
      expect(sources(res.text)).toContain(`href="/${lang}${path}/report"`);
      expect(sources(res.text)).toContain(lang === "en" ? "Report a problem with this fact" : "이 지식의 오류 신고");
      expect(sources(res.text)).toContain(`href="/${lang}/editorial-standards"`);
      // Corrections in the page's language, each with its date and the language it touched.
      const box = /<aside class="fact-corrections"[\s\S]*?<\/aside>/.exec(res.text)?.[0] ?? "";
      expect(text(box)).toContain(lang === "en" ? "Corrections" : "정정 내역");
      for (const correction of fact.corrections!) {
        expect(box).toContain(`dateTime="${correction.date}"`);
        expect(text(box)).toContain(correction.note[lang]);
      }
    },
  );

  it("shows no corrections box on a fact that was never corrected", async () => {
    const plain = catalogue.facts.find((f) => !f.corrections)!;
    const res = await request(app).get(`/en${plain.path}`);
    expect(res.text).not.toContain('aria-labelledby="fact-corrections"');
  });

  it("explores other topics from five different categories", async () => {
    const res = await request(app).get("/en/fact/science/bananas-are-radioactive");
    const section = res.text.split("Explore other topics")[1] ?? "";
    const categories = [...section.matchAll(/href="\/en\/fact\/([a-z]+)\//g)].map((m) => m[1]);
    expect(categories).toHaveLength(5);
    expect(new Set(categories).size).toBe(5);
    expect(categories).not.toContain("science");
  });

  it("keeps the same slug in two categories apart", async () => {
    const trivia = await request(app).get("/en/fact/trivia/honey-never-spoils");
    const science = await request(app).get("/en/fact/science/honey-never-spoils");
    expect(trivia.status).toBe(200);
    expect(science.status).toBe(200);
    const title = (html: string) => /<h1>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(title(trivia.text)).not.toBe(title(science.text));
  });

  it("is the same on every request (cacheable)", async () => {
    const a = await request(app).get("/ko/fact/space/venus-day-longer-than-year");
    const b = await request(app).get("/ko/fact/space/venus-day-longer-than-year");
    const strip = (html: string) => html.replace(/nonce="[^"]+"/g, "");
    expect(strip(a.text)).toBe(strip(b.text));
  });
});

describe("search", () => {
  it("finds facts and highlights the query with <mark>", async () => {
    const res = await request(app).get("/en/search?query=honey");
    expect(res.status).toBe(200);
    expect(res.text).toMatch(/<mark>honey<\/mark>|<mark>Honey<\/mark>/);
    expect(res.text).toContain('name="robots" content="noindex, follow"');
  });

  it("finds Korean facts", async () => {
    const res = await request(app).get(`/ko/search?query=${encodeURIComponent("꿀")}`);
    expect(res.text).toContain("<mark>꿀</mark>");
  });

  it("says so when nothing matches", async () => {
    const res = await request(app).get("/en/search?query=qqqxxzz");
    expect(text(res.text)).toContain("No results found.");
    expect(text(res.text)).toContain("Try different keywords or check back soon!");
  });

  it("finds facts through the other translation and shows them in the page's language, saying so (issue 35)", async () => {
    const en = await request(app).get(`/en/search?query=${encodeURIComponent("꿀")}`);
    expect(en.status).toBe(200);
    expect(text(en.text)).toContain("Found through the Korean text");
    expect(text(en.text)).toContain("Honey");
    const back = await request(app).get("/ko/search?query=honeybee");
    expect(text(back.text)).toContain("영어 본문에서 찾았습니다");
    expect(text(back.text)).toContain("꿀벌");
    // Nothing anywhere: the usual sentence, no pointer.
    expect(text((await request(app).get("/en/search?query=qqqxxzz")).text)).toContain("No results found.");
  });

  it("reflects the query escaped, never as markup", async () => {
    const res = await request(app).get(`/en/search?query=${encodeURIComponent('<script>alert(1)</script>"><img src=x onerror=alert(1)>')}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("<script>alert(1)</script>");
    expect(res.text).not.toContain("<img src=x");
    expect(res.text).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
  });

  it("keeps the query when switching language", async () => {
    const res = await request(app).get("/en/search?query=moon");
    expect(res.text).toContain('href="/language/ko?to=%2Fko%2Fsearch%3Fquery%3Dmoon"');
  });
});

describe("blog", () => {
  it("lists 6 posts per page with real links and the category chips sorted by name", async () => {
    const res = await request(app).get("/en/blog");
    expect(res.text.match(/class="fact-card post-card"/g)).toHaveLength(6);
    // The filter's chips (the menu lists the categories too, in the same order).
    const filter = res.text.slice(res.text.indexOf('aria-label="Filter by category"')).split("</nav>")[0]!;
    const chips = [
      ...filter.matchAll(/class="chip"[^>]*href="\/en\/blog\?category=([a-z]+)"|href="\/en\/blog\?category=([a-z]+)"[^>]*class="chip"/g),
    ].map((m) => m[1] ?? m[2]);
    const names = chips.map((slug) => catalogue.categoryBySlug.get(slug!)!.name.en);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(res.text).toContain('href="/en/blog?page=2"');
  });

  it("filters by category in the URL", async () => {
    const res = await request(app).get("/ko/blog?category=space&page=2");
    expect(res.status).toBe(200);
    expect(res.text).toContain('href="/ko/blog?category=space&amp;page=3"');
    const posts = [...res.text.matchAll(/<h3 class="fact-card-title"><a class="fact-card-link" href="\/ko(\/fact\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(posts.length).toBeGreaterThan(0);
    for (const path of posts) expect(path).toMatch(/^\/fact\/space\//);
  });

  it("404s a page past the end or not a whole number, and sends page 1 to the blog's own address", async () => {
    expect((await request(app).get("/en/blog?page=999")).status).toBe(404);
    expect((await request(app).get("/en/blog?page=abc")).status).toBe(404);
    const first = await request(app).get("/en/blog?page=1");
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe("/en/blog");
  });

  it("shows the empty-category message with a view-all link", async () => {
    const res = await request(app).get("/en/blog?category=cooking");
    expect(res.status).toBe(404);
    expect(text(res.text)).toContain("No posts in cooking category");
    expect(text(res.text)).toContain("View all");
  });
});

describe("/blog-metadata.json", () => {
  it("is generated from the catalogue, newest first, every path a fact", async () => {
    const res = await request(app).get("/blog-metadata.json");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["cache-control"]).toContain("public");
    const { english, korean, lastUpdated } = res.body as {
      english: { path: string; publishedDate: string }[];
      korean: unknown[];
      lastUpdated: string;
    };
    // Today's published facts: a scheduled one is in no list before its day (ADR 014).
    const published = publishedAt(catalogue, new Date()).facts;
    expect(english).toHaveLength(published.filter((f) => f.translations.en).length);
    expect(korean).toHaveLength(published.filter((f) => f.translations.ko).length);
    expect(lastUpdated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dates = english.map((p) => p.publishedDate);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const post of english) expect(catalogue.byPath.has(post.path)).toBe(true);
  });
});
