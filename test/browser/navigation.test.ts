import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { publishedAt } from "../../app/lib/catalogue/published";
import { daysBetween, factOfDay, ROTATION_START } from "../../app/lib/daily/rotation";
import { seoulDay } from "../../app/lib/time/seoul-day";
import { sweep } from "../support/sweep";
import { browserAndServerForFile, expectNoLayoutShifts, openPage, waitForHydration, watchLayoutShifts, runAxe } from "../support/browser";

// Issue 30: navigation shows the site (1), home is honest (2), Today never clips (4), one layout system and
// one card (7), excerpts end at a word (8).
const env = browserAndServerForFile({ viewport: { width: 1280, height: 800 } });
const catalogue = loadCatalogue("data");

const { visit, withoutScript } = env;

/** One name per section in each language (issue 50): the header, both menus, the footer and the pages' titles. */
const SECTIONS = {
  en: {
    header: ["Today’s Fact", "Daily Quiz", "Saved Facts", "Explore More Knowledge"],
    menu: ["Home", "Today’s Fact", "On This Day", "Daily Quiz", "Saved Facts", "Explore More Knowledge"],
    review: "Review words",
  },
  ko: {
    header: ["오늘의 지식", "오늘의 퀴즈", "저장한 지식", "더 많은 지식 탐색"],
    menu: ["홈", "오늘의 지식", "역사 속 오늘", "오늘의 퀴즈", "저장한 지식", "더 많은 지식 탐색"],
    review: "단어 복습",
  },
} as const;
const SECTION_PATHS = (lang: string) => [`/${lang}/today`, `/${lang}/quiz`, `/${lang}/saved`, `/${lang}/blog`];
/** The menus' sections: the header's, with On this day after Today's Fact. */
const MENU_PATHS = (lang: string) => [`/${lang}/today`, `/${lang}/on-this-day`, ...SECTION_PATHS(lang).slice(1)];

const linksIn = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((links) =>
      links.map((a) => ({ text: (a.firstChild?.textContent ?? a.textContent ?? "").trim(), href: a.getAttribute("href") })),
    );

describe("navigation shows the site", () => {
  it.each(["en", "ko"] as const)(
    "the %s header leads to the sections by their one name from 768 px, Review too from 1,100 px, with Search, in one row, the brand whole",
    async (lang) => {
      for (const width of [768, 1024, 1180, 1280]) {
        const { page, context, problems } = await visit(`/${lang}/saved`, { viewport: { width, height: 800 } });
        const links = await linksIn(page, ".header-nav a:visible");
        // Where every name does not fit in one row, the list of articles is the menu's and the footer's only.
        const shown = width >= 1180 ? 4 : 3;
        const texts: string[] = SECTIONS[lang].header.slice(0, shown);
        const hrefs = SECTION_PATHS(lang).slice(0, shown);
        // From 1,100 px Review joins them after Saved Facts (issue 49); below, it is in the menu.
        if (width >= 1100) {
          texts.splice(3, 0, lang === "en" ? "Review" : "복습");
          hrefs.splice(3, 0, `/${lang}/review`);
        }
        expect(links.map((l) => l.text)).toEqual(texts);
        expect(links.map((l) => l.href)).toEqual(hrefs);
        expect(await page.locator(".header-nav").isVisible()).toBe(true);
        expect(await page.locator(".site-header-inner > a.header-search").isVisible()).toBe(true);
        // The current section is marked; one row, nothing wider than the screen, the brand not clipped.
        expect(await page.locator(`.header-nav a[href="/${lang}/saved"]`).getAttribute("aria-current")).toBe("page");
        expect(await page.locator(".brand").evaluate((b) => b.scrollWidth - b.clientWidth), `brand at ${width} px`).toBe(0);
        const tops = await page
          .locator(".site-header-inner > *:visible")
          .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().top));
        expect(Math.max(...tops) - Math.min(...tops), `at ${width} px`).toBeLessThanOrEqual(8);
        expect(await page.evaluate(() => document.documentElement.scrollWidth - innerWidth)).toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);
        await context.close();
      }
    },
  );

  it("keeps the sections in the menu on phones (the header stays one row with a search button)", async () => {
    const { page, context } = await visit("/en", { viewport: { width: 360, height: 800 } });
    expect(await page.locator(".header-nav").isVisible()).toBe(false);
    expect(await page.locator(".site-header-inner > a.header-search").isVisible()).toBe(true);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForFunction(() => document.querySelectorAll("dialog#side-menu nav a").length > 0);
    // Review words (issue 34) comes in its own small chunk, after the sections.
    await page.locator('dialog#side-menu a[href="/en/review"]').waitFor();
    const links = await linksIn(page, "dialog#side-menu .side-menu-links a");
    expect(links.slice(0, 6).map((l) => l.text)).toEqual(SECTIONS.en.menu);
    expect(links.slice(1, 6).map((l) => l.href)).toEqual(MENU_PATHS("en"));
    // The spec's links stay: privacy, terms and contact, the search box and the languages.
    expect(links[6]).toEqual({ text: SECTIONS.en.review, href: "/en/review" });
    expect(links.slice(7).map((l) => l.href)).toEqual(["/en/privacy-policy", "/en/terms-of-service", "/en/contact-us"]);
    expect(await page.locator("dialog#side-menu input[name=query]").isVisible()).toBe(true);
    expect(await page.locator("dialog#side-menu .menu-languages a").count()).toBe(2);
    await context.close();
  });

  it.each(["en", "ko"] as const)("/%s/menu lists the same links without JavaScript", async (lang) => {
    const { page, context } = await withoutScript();
    await page.goto(`${env.url}/${lang}/menu`);
    const links = await linksIn(page, "main .side-menu-links a");
    expect(links.map((l) => l.text)).toEqual([
      ...SECTIONS[lang].menu,
      SECTIONS[lang].review,
      ...(await page.locator("main .side-menu-secondary a").allTextContents()),
    ]);
    expect(links.slice(1, 6).map((l) => l.href)).toEqual(MENU_PATHS(lang));
    expect(await page.locator('main form[role="search"] input[name=query], main input[name=query]').count()).toBe(1);
    // The footer leads to the daily pages too.
    for (const href of MENU_PATHS(lang)) expect(await page.locator(`footer a[href="${href}"]`).count()).toBe(1);
    await context.close();
  });

  it.each(["en", "ko"] as const)(
    "names each section one way in %s: the header, the menu and the footer say what its page's heading and title say",
    async (lang) => {
      const pages = await Promise.all(
        [...MENU_PATHS(lang), `/${lang}/search`].map(async (path) => ({ path, html: await (await fetch(env.url + path)).text() })),
      );
      const textOf = (html: string) =>
        html
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;/g, "'")
          .trim();
      const names = new Map(pages.map(({ path, html }) => [path, textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1]!)] as const));
      // Each page's heading starts its <title>, with the site's name unless the title is long (pageTitle drops it
      // past 70 characters, issue 52).
      for (const { path, html } of pages) {
        const title = /<title>([^<]*)<\/title>/.exec(html)![1]!.replace(/&#x27;/g, "'");
        expect(title, path).toMatch(new RegExp(`^${names.get(path)}(: .*)?( · Curio)?$`));
        if (!title.endsWith(" · Curio")) expect([...`${title} · Curio`].length, path).toBeGreaterThan(70);
      }
      const { html } = pages[0]!;
      const linkTexts = (region: RegExp, path: string) =>
        [...(region.exec(html)?.[1] ?? "").matchAll(new RegExp(`<a[^>]*href="${path}"[^>]*>([\\s\\S]*?)</a>`, "g"))].map((m) =>
          textOf(m[1]!.replace(/<span class="nav-count">[\s\S]*?<\/span>/, "")),
        );
      for (const path of MENU_PATHS(lang)) {
        const name = names.get(path)!;
        expect(linkTexts(/<footer[\s\S]*?>([\s\S]*)<\/footer>/, path), `footer ${path}`).toEqual([name]);
        if (path.endsWith("/on-this-day")) continue;
        expect(linkTexts(/<nav class="header-nav"[^>]*>([\s\S]*?)<\/nav>/, path), `header ${path}`).toEqual([name]);
      }
      const menu = await (await fetch(`${env.url}/${lang}/menu`)).text();
      for (const path of MENU_PATHS(lang))
        expect(
          [...menu.matchAll(new RegExp(`<a[^>]*href="${path}"[^>]*>([^<]*)`, "g"))].map((m) => m[1]),
          `menu ${path}`,
        ).toContain(names.get(path));
      expect(names.get(`/${lang}/search`)).toBe(lang === "en" ? "Search" : "검색");
    },
  );

  it("shows how many facts are saved once the page has hydrated, the server's HTML the same for everyone, nothing moving", async () => {
    const { page, context, problems } = await openPage(env.browser, { viewport: { width: 1280, height: 800 } });
    await page.addInitScript(watchLayoutShifts);
    await page.addInitScript(() =>
      localStorage.setItem(
        "curio:saved",
        JSON.stringify([
          { path: "/fact/science/honey-never-spoils", savedAt: 2 },
          { path: "/fact/space/venus-day-longer-than-year", savedAt: 1 },
        ]),
      ),
    );
    const html = await (await fetch(`${env.url}/en/blog`)).text();
    expect(html).toMatch(/<span class="nav-count"><\/span>/);
    await page.goto(`${env.url}/en/blog`);
    await waitForHydration(page);
    expect(await page.locator(".header-nav .nav-count").textContent()).toBe(" (2)");
    const name = await page.locator('.header-nav a[href="/en/saved"]').evaluate((a) => a.textContent);
    expect(name).toBe("Saved Facts (2)");
    // Saving another fact updates it in place.
    await page.locator(".post-grid .save-toggle").first().click();
    await page.waitForFunction(() => document.querySelector(".header-nav .nav-count")?.textContent === " (3)");
    await expectNoLayoutShifts(page);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("home is honest", () => {
  const today = seoulDay(new Date());
  const todays = factOfDay(publishedAt(catalogue, new Date()), today)!;

  it.each([
    ["en", "Today’s Fact", "A random fact"],
    ["ko", "오늘의 지식", "무작위로 고른 지식"],
  ] as const)("%s: today's fact has its own dated card, and the random fact says what it is", async (lang, todayLabel, randomLabel) => {
    const { page, context, problems } = await visit(`/${lang}`);
    const card = page.locator(".today-card");
    expect(await card.locator("h2").textContent()).toContain(todayLabel);
    expect(await card.locator("h2 time").getAttribute("datetime")).toBe(today);
    expect(await card.locator(".featured-title").textContent()).toBe(todays.translations[lang]!.title);
    expect(await card.locator(`a[href="/${lang}/today"]`).count()).toBe(2);
    expect(await card.locator(`a[href="/${lang}/quiz"]`).count()).toBe(1);
    expect(await page.locator(".is-random h2").textContent()).toBe(randomLabel);
    // The brand once, in the header, with home's BETA beside it; the page's heading is the tagline.
    expect(await page.locator(".site-header .brand .beta").textContent()).toBe("BETA");
    expect(await page.locator("main").getByText("Curio", { exact: true }).count()).toBe(0);
    expect(await page.locator("h1").textContent()).toContain(lang === "en" ? "Expand your world" : "세상을 넓혀");
    expect((await runAxe(page)).violations.map((v) => v.id)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});

/** Elements of the main area whose text is cut: by their own box, or by an ancestor that hides overflow. */
const clippedText = (page: Page) =>
  page.evaluate(() => {
    const cut: string[] = [];
    const textElements = [...document.querySelectorAll<HTMLElement>("main *")].filter(
      // Emoji are pictures in a box of a fixed size (emoji.tsx), not text.
      (e) =>
        e.offsetWidth > 0 &&
        !e.closest(".visually-hidden, .emoji") &&
        [...e.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim()),
    );
    for (const el of textElements) {
      const name = `${el.tagName.toLowerCase()}.${el.className}: ${el.textContent!.trim().slice(0, 40)}`;
      const style = getComputedStyle(el);
      // A line clamp that ends on a whole line is the random card's design; anything else is a cut.
      const clamped = style.webkitLineClamp !== "none" && el.closest(".is-random");
      if (!clamped && (el.scrollHeight > el.clientHeight + 1 || el.scrollWidth > el.clientWidth + 1) && style.overflow !== "visible")
        cut.push(`${name} (own box)`);
      const box = el.getBoundingClientRect();
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowY === "visible" && s.overflowX === "visible") continue;
        if (a.scrollWidth > a.clientWidth && (s.overflowX === "auto" || s.overflowX === "scroll")) continue;
        const outer = a.getBoundingClientRect();
        if (box.bottom > outer.bottom + 1 || box.right > outer.right + 1)
          cut.push(`${name} (by ${a.tagName.toLowerCase()}.${a.className})`);
      }
    }
    return cut;
  });

describe("Today never clips", () => {
  const today = seoulDay(new Date());
  // A page per day since the rotation began, so the whole list grows every day: today, the first day and the
  // days with each language's longest title are checked on every run, with a seeded sample of the rest.
  const published = publishedAt(catalogue, new Date());
  const allDays = daysBetween(ROTATION_START, today);
  const longestTitle = (lang: "en" | "ko") =>
    allDays.reduce((a, b) =>
      factOfDay(published, b)!.translations[lang]!.title.length > factOfDay(published, a)!.translations[lang]!.title.length ? b : a,
    );
  const days = sweep("Today's days", allDays, 4, [...new Set([today, ROTATION_START, longestTitle("en"), longestTitle("ko")])]);

  it.each([true, false])(
    "no text is cut on the first, the latest, the longest-titled and a sample of the other days, at 320, 360 and 1280 px, in both languages (JavaScript %s)",
    async (javaScriptEnabled) => {
      const context = await env.browser.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      const cut: string[] = [];
      for (const width of [320, 360, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const lang of ["en", "ko"])
          for (const path of [
            `/${lang}`,
            `/${lang}/today/archive`,
            ...days.map((d) => (d === today ? `/${lang}/today` : `/${lang}/today/${d}`)),
          ]) {
            await page.goto(env.url + path);
            for (const problem of await clippedText(page)) cut.push(`${path} at ${width}: ${problem}`);
          }
      }
      expect(cut).toEqual([]);
      await context.close();
    },
    120_000,
  );

  it("the Today heading is aligned with its card", async () => {
    const { page, context } = await visit("/en/today");
    const [heading, card] = await Promise.all(
      ["h1", ".today-fact"].map((s) => page.locator(s).evaluate((e) => Math.round(e.getBoundingClientRect().left))),
    );
    expect(heading).toBe(card);
    await context.close();
  });
});

describe("one layout system, one card", () => {
  const CARD_LISTS = [
    "/en",
    "/ko",
    "/en/blog",
    "/ko/blog?category=space",
    "/en/search?query=honey",
    `/ko/search?query=${encodeURIComponent("꿀")}`,
    "/en/list?f=science/honey-never-spoils,space/venus-day-longer-than-year",
    "/en/fact/science/honey-never-spoils",
    "/en/nope",
  ];

  it("every listed fact has the same parts: category, Save, title, excerpt, date and reading time", async () => {
    const { page, context, problems } = await visit("/en");
    const wrong: string[] = [];
    for (const path of CARD_LISTS) {
      await page.goto(env.url + path);
      await waitForHydration(page);
      const cards = await page.locator("main .fact-card").evaluateAll((els) =>
        els.map((card) => ({
          badge: card.querySelectorAll(".category-badge").length,
          save: card.querySelectorAll(".save-toggle").length,
          title: card.querySelector(".fact-card-title a")?.textContent ?? "",
          body: card.querySelector(".fact-card-body")?.textContent ?? "",
          date: card.querySelector(".fact-card-details time")?.getAttribute("datetime") ?? "",
          minutes: /\d/.test(card.querySelector(".fact-card-details .nowrap")?.textContent ?? ""),
        })),
      );
      if (cards.length === 0) wrong.push(`${path}: no cards`);
      for (const c of cards)
        if (c.badge !== 1 || c.save !== 1 || !c.title || !c.body || !/^\d{4}-\d{2}-\d{2}$/.test(c.date) || !c.minutes)
          wrong.push(`${path}: ${JSON.stringify(c)}`);
    }
    expect(wrong).toEqual([]);
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await context.close();
  });

  it("excerpts end at a word, never with an ellipsis after a full stop, and are shown whole", async () => {
    const { page, context } = await visit("/en/blog");
    const bad: string[] = [];
    for (const path of ["/en/blog", "/en/blog?page=2", "/ko/blog", "/ko/blog?page=2", "/en", "/ko"]) {
      await page.goto(env.url + path);
      const bodies = await page
        .locator(".fact-card-body")
        .evaluateAll((els) => els.map((e) => ({ text: e.textContent ?? "", cut: e.scrollHeight > e.clientHeight + 1 })));
      for (const { text, cut } of bodies) if (cut || /[.!?。…]…$/u.test(text) || /\s…$/u.test(text)) bad.push(`${path}: ${text}`);
    }
    expect(bad).toEqual([]);
    await context.close();
  });

  it("without JavaScript, cards show no empty Save boxes", async () => {
    const { context, page } = await withoutScript({ viewport: { width: 1280, height: 800 } });
    await page.goto(`${env.url}/en/blog`);
    const slots = await page.locator(".save-slot").evaluateAll((els) =>
      els.map((e) => {
        const s = getComputedStyle(e);
        return e.children.length === 0 && (s.borderStyle !== "none" || s.backgroundColor !== "rgba(0, 0, 0, 0)")
          ? "visible empty box"
          : "ok";
      }),
    );
    expect(slots.filter((s) => s !== "ok")).toEqual([]);
    await context.close();
  });

  it("card rows fill their track, centred with the page, at 1280 px", async () => {
    const { page, context } = await visit("/en");
    const rows = await page.locator("main .card-row").evaluateAll((rows) =>
      rows.map((row) => {
        const box = row.getBoundingClientRect();
        const items = [...row.children].map((li) => li.getBoundingClientRect());
        return { left: Math.round(items[0]!.left - box.left), right: Math.round(box.right - Math.max(...items.map((i) => i.right))) };
      }),
    );
    for (const row of rows) expect(Math.abs(row.left - row.right)).toBeLessThanOrEqual(2);
    await context.close();
  });
});
