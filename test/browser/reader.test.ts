import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import {
  browserAndServerForFile,
  expectNoLayoutShifts,
  openPage,
  waitForHydration,
  waitForLayoutToSettle,
  watchLayoutShifts,
  runAxe,
} from "../support/browser";
import { SCREENS } from "../support/pages";
import { sweep } from "../support/sweep";

// Issue 17, "A reader's pass over every screen": what a phone reader, a Korean reader, a keyboard user and
// a reader without JavaScript must be able to count on.
const env = browserAndServerForFile();
const catalogue = loadCatalogue("data");

const { visit, withoutScript } = env;

const overflowOf = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return { className: el?.className ?? "", text: el?.textContent ?? "", tag: el?.tagName ?? "" };
  });

describe("nothing is wider than a 320 px screen", () => {
  const searches = [
    "/en/search?query=the",
    "/en/search?query=word",
    "/en/search?query=longest",
    "/en/search?query=a&page=5",
    "/en/search?query=pneumonoultramicroscopicsilicovolcanoconiosis",
    `/ko/search?query=${encodeURIComponent("단어")}`,
    `/ko/search?query=${encodeURIComponent("의")}`,
    `/ko/search?query=${encodeURIComponent("ㄱ")}`,
    `/ko/search?query=${encodeURIComponent("이")}`,
    "/en/search",
    "/en/search?query=qqqxxzz",
  ];
  const others = [
    "/en",
    "/ko",
    "/en/blog",
    "/ko/blog?page=5",
    "/en/blog?category=trivia",
    "/en/menu",
    "/ko/menu",
    "/en/privacy-policy",
    "/ko/terms-of-service",
    "/ko/contact-us",
    "/en/nope",
    "/ko/fact/space/nope",
  ];

  // Every fact page shares one template, so what can widen one is its text: the 12 pages per language with the
  // longest unbreakable runs (words, numbers, URLs), plus a sample of the rest drawn with the run's seed (printed;
  // CURIO_FULL=1 checks the whole catalogue, which took over three minutes at 320 px). A failure names the pages.
  it("fact pages most likely to overflow, and a seeded sample of the rest, in both languages (layout without the script)", async () => {
    const { context, page } = await withoutScript({ viewport: { width: 320, height: 640 } });
    const wide: string[] = [];
    for (const lang of ["en", "ko"] as const) {
      const facts = catalogue.facts.filter((f) => f.translations[lang]);
      const text = (f: (typeof facts)[number]) => {
        const t = f.translations[lang]!;
        return [t.title, t.body, ...t.detail, ...t.tags, ...(f.sources ?? []).map((s) => `${s.title} ${s.url ?? ""}`)].join(" ");
      };
      const longestRun = (f: (typeof facts)[number]) =>
        Math.max(
          ...text(f)
            .split(/\s+/)
            .map((w) => w.length),
        );
      const riskiest = [...facts].sort((a, b) => longestRun(b) - longestRun(a)).slice(0, 12);
      for (const fact of sweep(`fact pages at 320 px (${lang})`, facts, 12, riskiest)) {
        await page.goto(`${env.url}/${lang}${fact.path}`);
        const overflow = await overflowOf(page);
        if (overflow > 0) wide.push(`/${lang}${fact.path} +${overflow}px`);
      }
    }
    expect(wide).toEqual([]);
    await context.close();
  }, 120_000);

  it("search pages for short and long-word queries, blog and other pages (hydrated)", async () => {
    const { page, context, problems } = await visit("/en", { viewport: { width: 320, height: 640 } });
    const wide: string[] = [];
    for (const path of [...searches, ...others]) {
      await page.goto(env.url + path);
      await waitForHydration(page);
      const overflow = await overflowOf(page);
      if (overflow > 0) wide.push(`${path} +${overflow}px`);
    }
    expect(wide).toEqual([]);
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("the home page's new-fact button", () => {
  const buttonBox = (page: Page) =>
    page.evaluate(() => {
      const box = document.querySelector(".new-fact-button")!.getBoundingClientRect();
      return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
    });

  it("stays within 8 px over several picks at 360×800", async () => {
    const { page, context, problems } = await visit("/en", { viewport: { width: 360, height: 800 } });
    const tops: number[] = [];
    for (let i = 0; i < 8; i++) {
      tops.push((await buttonBox(page)).top);
      const before = await page.locator(".is-random .featured-title").textContent();
      await page.locator(".new-fact-button").click();
      await page.waitForFunction((old) => document.querySelector(".is-random .featured-title")?.textContent !== old, before);
    }
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThanOrEqual(8);
    expect(problems).toEqual([]);
    await context.close();
  });

  // Issue 50, item 1: the first 360 × 640 screen holds the header, today's fact whole and the random fact's button.
  it.each(["en", "ko"] as const)(
    "is on the first 360×640 screen under today's whole fact, whatever today's fact and the pick (%s: every fact of the catalogue put in)",
    async (lang) => {
      const { page, context, problems } = await visit(`/${lang}`, { viewport: { width: 360, height: 640 } });
      const translations = catalogue.facts.flatMap((f) => (f.translations[lang] ? [f.translations[lang]!] : []));
      const longestTitle = translations.reduce((a, b) => (b.title.length > a.title.length ? b : a)).title;
      const longestBody = translations.reduce((a, b) => (b.body.length > a.body.length ? b : a)).body;
      // The button heads the random card: the pick's text, the longest of all put in, never moves it.
      const before = await buttonBox(page);
      await page.evaluate(
        ([title, body]) => {
          document.querySelector(".is-random .featured-title a")!.textContent = title!;
          document.querySelector(".is-random .featured-body")!.textContent = body!;
        },
        [longestTitle, longestBody],
      );
      expect(await buttonBox(page)).toEqual(before);
      // Every fact as today's, with the widest date of the year: the card whole (its links too) and the button on screen.
      const worst = await page.evaluate(
        ({ texts, date }) => {
          const card = document.querySelector(".today-card")!;
          card.querySelector("time")!.textContent = date;
          let lowest = { bottom: 0, title: "", linksInCard: true };
          for (const [title, body] of texts) {
            card.querySelector(".featured-title a")!.textContent = title!;
            card.querySelector(".featured-body")!.textContent = body!;
            const bottom = document.querySelector(".new-fact-button")!.getBoundingClientRect().bottom;
            const links = card.querySelector(".home-card-links")!.getBoundingClientRect().bottom;
            if (bottom > lowest.bottom) lowest = { bottom, title: title!, linksInCard: links <= card.getBoundingClientRect().bottom };
          }
          return lowest;
        },
        { texts: translations.map((t) => [t.title, t.body]), date: lang === "en" ? "30 September 2026" : "2026년 12월 30일" },
      );
      expect(worst.bottom, worst.title).toBeLessThanOrEqual(640);
      expect(worst.linksInCard).toBe(true);
      // No title is clipped, and both are links in the same style.
      const titles = await page.locator(".home-card .featured-title a").evaluateAll((as) =>
        as.map((a) => {
          const style = getComputedStyle(a);
          return {
            clipped: a.scrollHeight > a.clientHeight + 1 || style.textOverflow === "ellipsis",
            look: `${style.fontSize} ${style.fontWeight} ${style.color}`,
          };
        }),
      );
      expect(titles).toHaveLength(2);
      expect(titles.map((t) => t.clipped)).toEqual([false, false]);
      expect(titles[0]!.look).toBe(titles[1]!.look);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(["en", "ko"] as const)("without JavaScript, a new pick opens at the random fact, not at the top (%s)", async (lang) => {
    const { page, context } = await withoutScript({ viewport: { width: 360, height: 640 } });
    await page.goto(`${env.url}/${lang}`);
    const shown = await page.locator(".is-random .featured-title").textContent();
    await Promise.all([page.waitForURL(/#random-fact$/), page.locator(".new-fact-button").click()]);
    expect(await page.locator(".is-random .featured-title").textContent()).not.toBe(shown);
    // The card starts just under the sticky header, its button in view.
    const where = await page.evaluate(() => ({
      card: document.querySelector("#random-fact")!.getBoundingClientRect().top,
      header: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
      button: document.querySelector(".new-fact-button")!.getBoundingClientRect().bottom,
      scrolled: window.scrollY,
    }));
    expect(where.scrolled).toBeGreaterThan(0);
    expect(where.card).toBeGreaterThanOrEqual(where.header);
    expect(where.card - where.header).toBeLessThanOrEqual(24);
    expect(where.button).toBeLessThanOrEqual(640);
    await context.close();
  });

  it("with JavaScript, a new pick replaces the fact in place: nothing scrolls, the button stays under the finger", async () => {
    const { page, context, problems } = await visit("/en", { viewport: { width: 360, height: 640 } });
    const before = await page.evaluate(() => ({
      y: window.scrollY,
      button: document.querySelector(".new-fact-button")!.getBoundingClientRect().top,
    }));
    const shown = await page.locator(".is-random .featured-title").textContent();
    await page.locator(".new-fact-button").click();
    await page.waitForFunction((old) => document.querySelector(".is-random .featured-title")?.textContent !== old, shown);
    const after = await page.evaluate(() => ({
      y: window.scrollY,
      button: document.querySelector(".new-fact-button")!.getBoundingClientRect().top,
    }));
    expect(after).toEqual(before);
    expect(page.url()).not.toContain("#random-fact");
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("Korean typography", () => {
  it("sets headings tight, body open, keeps words whole and starts the font stack with Korean fonts", async () => {
    const { page, context } = await visit("/ko/fact/history/tripitaka-koreana-woodblocks");
    const metrics = await page.evaluate(() => {
      const ratio = (el: Element) => parseFloat(getComputedStyle(el).lineHeight) / parseFloat(getComputedStyle(el).fontSize);
      const h1 = document.querySelector("h1")!;
      const body = document.querySelector(".fact-detail p, .fact-body")!;
      const style = getComputedStyle(h1) as CSSStyleDeclaration & { textWrapStyle?: string; textWrap?: string };
      return {
        h1: ratio(h1),
        h2: [...document.querySelectorAll("main h2")].map(ratio),
        body: ratio(body),
        wordBreak: getComputedStyle(body).wordBreak,
        font: getComputedStyle(document.body).fontFamily,
        wrap: style.textWrapStyle || style.textWrap,
      };
    });
    expect(metrics.h1).toBeLessThanOrEqual(1.5);
    for (const h2 of metrics.h2) expect(h2).toBeLessThanOrEqual(1.5);
    expect(metrics.body).toBeGreaterThanOrEqual(1.6);
    expect(metrics.body).toBeLessThanOrEqual(1.8);
    expect(metrics.wordBreak).toBe("keep-all");
    expect(metrics.font.startsWith('"Apple SD Gothic Neo", "Noto Sans KR", "Noto Sans CJK KR", "Malgun Gothic"')).toBe(true);
    expect(metrics.wrap).toContain("balance");
    await context.close();
  });
});

describe("tap targets at 360 px", () => {
  const PRIMARY =
    ".chip, .keyword-list a, .tag-list a, .lang-button, .theme-button, .button, .icon-button, .page-number, .page-step, .footer-links a, .side-menu-links a, .search-form input, .search-form button, .breadcrumb a";

  it.each([
    "/en",
    "/ko/fact/science/honey-never-spoils",
    "/en/blog?page=5",
    "/en/search?query=honey",
    "/en/privacy-policy",
    "/en/contact-us",
    "/en/nope",
    "/en/menu",
  ])("%s: primary controls 44 px tall, other targets 24 px, inline links at text size", async (path) => {
    const { page, context } = await visit(path);
    const small = await page.evaluate((primary) => {
      const found: string[] = [];
      for (const el of document.querySelectorAll<HTMLElement>("a[href], button, input:not([type=hidden]), textarea, select")) {
        if (el.closest("dialog:not([open]), .honeypot, .skip-link") || el.classList.contains("skip-link")) continue;
        const target = el.classList.contains("fact-card-link") ? el.closest(".fact-card")! : el;
        const box = target.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        const name = `${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? "").trim().slice(0, 30)}"`;
        const parent = el.parentElement!;
        const inline =
          getComputedStyle(el).display === "inline" && (parent.textContent ?? "").trim().length > (el.textContent ?? "").trim().length;
        if (inline) {
          if (getComputedStyle(el).fontSize !== getComputedStyle(parent).fontSize) found.push(`${name} is smaller than its text`);
          continue;
        }
        const min = el.matches(primary) ? 44 : 24;
        if (box.height < min - 0.5 || box.width < 24) found.push(`${name} ${Math.round(box.width)}×${Math.round(box.height)} < ${min}`);
      }
      return found;
    }, PRIMARY);
    expect(small).toEqual([]);
    await context.close();
  });
});

describe("without JavaScript on a phone", () => {
  it.each(["/en", "/ko/fact/animals/sharks-older-than-trees", "/en/blog", "/en/privacy-policy", "/en/nope"])(
    "%s reaches search, the blog, the categories and the other language in one tap",
    async (path) => {
      const { context, page } = await withoutScript();
      await page.goto(env.url + path);
      const lang = path.startsWith("/ko") ? "ko" : "en";
      const other = lang === "en" ? "ko" : "en";
      // One tap from the header: the search page and the other language.
      const header = page.locator(".site-header");
      expect(await header.locator(`.site-header-inner > a[href="/${lang}/search"]`).isVisible()).toBe(true);
      expect(await header.locator(`.header-languages a[hreflang="${other}"]`).isVisible()).toBe(true);
      // The menu button is a link to the menu page, which holds everything else.
      await header.locator(`.site-header-inner > a[href="/${lang}/menu"]`).click();
      await page.waitForURL(new RegExp(`/${lang}/menu$`));
      const main = page.locator("main");
      expect(await main.locator(`a[href="/${lang}/blog"]`).count()).toBe(1);
      expect(await main.locator(`a.chip[href^="/${lang}/blog?category="]`).count()).toBe(catalogue.categories.length);
      expect(await header.locator(`.header-languages a[hreflang="${other}"]`).isVisible()).toBe(true);
      await main.locator('input[name="query"]').fill(lang === "en" ? "honey" : "꿀");
      await main.locator('input[name="query"]').press("Enter");
      await page.waitForURL(/\/search\?query=/);
      expect(await page.locator("mark").count()).toBeGreaterThan(0);
      await context.close();
    },
  );

  it("the header's search link leads to a search box", async () => {
    const { context, page } = await withoutScript();
    await page.goto(`${env.url}/ko/blog`);
    await page.locator('.site-header-inner > a[href="/ko/search"]').click();
    await page.waitForURL(/\/ko\/search$/);
    expect(await page.locator('main input[name="query"]').isVisible()).toBe(true);
    await context.close();
  });

  it("the script upgrades the menu link to the dialog", async () => {
    const { page, context, problems } = await visit("/en");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.waitForFunction(() => document.querySelector("dialog#side-menu")?.hasAttribute("open"));
    expect(new URL(page.url()).pathname).toBe("/en");
    expect(await page.locator("dialog#side-menu a.chip").count()).toBe(catalogue.categories.length);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("focus after each interaction", () => {
  it("goes to the error summary after a refused message, and a sent message clears the form", async () => {
    const { page, context, problems } = await visit("/en/contact-us");
    await page.getByLabel("Email").fill("nope");
    await page.getByLabel("Name").fill("Min");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.locator("#contact-email-error").waitFor();
    // The same summary as the report form's: focused, its line a link to the field.
    await page.waitForFunction(() => document.activeElement?.classList.contains("error-summary"));
    const summaryLink = page.locator(".error-summary").getByRole("link", { name: "Enter a valid e-mail address" });
    expect(await summaryLink.getAttribute("href")).toBe("#contact-email");
    // On a phone, what took focus is below the sticky header, not under it; so is the field (and its label) a
    // line of the summary leads to.
    const headerBottom = await page.locator(".site-header").evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await page.locator(".error-summary").evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(headerBottom);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await summaryLink.click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("contact-email");
    // Without a navigation: the summary, the errors and what was typed stay.
    expect(new URL(page.url()).hash).toBe("");
    expect(await page.locator(".error-summary").count()).toBe(1);
    expect(await page.getByLabel("Name").inputValue()).toBe("Min");
    expect(await page.locator('label[for="contact-email"]').evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(
      headerBottom,
    );
    await page.getByLabel("Email").fill("reader@example.com");
    await page.getByLabel("Message").fill("A lovely site, thank you.");
    await page.getByRole("button", { name: "Send message" }).click();
    await page.waitForURL(/sent=1$/);
    await page.waitForFunction(() => document.activeElement?.classList.contains("notice-success"));
    for (const label of ["Email", "Name", "Message"]) expect(await page.getByLabel(label).inputValue()).toBe("");
    expect(problems.filter((p) => !p.includes("400"))).toEqual([]);
    await context.close();
  });

  it("goes to the results heading after a search, from the page and from the menu", async () => {
    const { page, context, problems } = await visit("/en/search?query=honey");
    const box = page.locator("main").getByRole("combobox");
    await box.fill("moon");
    await box.press("Enter");
    await page.waitForURL(/query=moon$/);
    await page.waitForFunction(() => document.activeElement?.classList.contains("results-heading"));
    expect((await focused(page)).text).toContain("moon");

    await page.goto(`${env.url}/en/blog`);
    await waitForHydration(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    const menuBox = page.locator("dialog#side-menu").getByRole("combobox");
    await menuBox.fill("venus");
    await menuBox.press("Enter");
    await page.waitForURL(/query=venus$/);
    await page.waitForFunction(() => document.activeElement?.classList.contains("results-heading"));
    expect(problems).toEqual([]);
    await context.close();
  });

  it("goes to the list heading after a page change in the blog, clear of the sticky header", async () => {
    const { page, context, problems } = await visit("/en/blog", { viewport: { width: 1280, height: 800 } });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator(".pagination").getByRole("link", { name: /Next/ }).click();
    await page.waitForURL(/page=2$/);
    await page.waitForFunction(() => document.activeElement?.classList.contains("list-heading"));
    const { heading, header } = await page.evaluate(() => ({
      heading: document.querySelector(".list-heading")!.getBoundingClientRect().top,
      header: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
    }));
    expect(heading).toBeGreaterThanOrEqual(header);
    expect(heading).toBeLessThan(300);
    expect(problems).toEqual([]);
    await context.close();
  });
});

describe("axe on highlighted search pages", () => {
  it.each(["dark", "light"] as const)("finds nothing in %s mode", async (colorScheme) => {
    const { page, context } = await visit("/en", { colorScheme });
    for (const path of [
      "/en/search?query=honey",
      `/ko/search?query=${encodeURIComponent("꿀")}`,
      "/en/search?query=the",
      "/en/search?query=shrk",
    ]) {
      await page.goto(env.url + path);
      await waitForHydration(page);
      expect(await page.locator("mark").count(), path).toBeGreaterThan(path.includes("shrk") ? -1 : 0);
      const axe = await runAxe(page);
      expect(axe.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    }
    await context.close();
  });
});

describe("axe in dark mode on every screen", () => {
  it("finds nothing (the smoke test covers light mode)", async () => {
    const { page, context, problems } = await visit("/en", { colorScheme: "dark" });
    const found: string[] = [];
    // The dark scheme is one set of colours over the shared components: a seeded sample of the screens, with a
    // fact page and a results page in each language on every run (all 22 took 49 s; CURIO_FULL=1 checks all).
    const always = [
      "/ko",
      "/en/fact/science/honey-never-spoils",
      "/ko/fact/animals/sharks-older-than-trees",
      "/en/search?query=honey",
      "/ko/search?query=꿀",
    ];
    for (const path of sweep("dark-mode screens", SCREENS, 5, always)) {
      await page.goto(env.url + path);
      await waitForHydration(page);
      const axe = await runAxe(page);
      found.push(...axe.violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`));
    }
    expect(found).toEqual([]);
    expect(problems.filter((p) => !/404/.test(p))).toEqual([]);
    await context.close();
  }, 120_000);
});

describe("dead ends share one helpful layout", () => {
  it.each(["/en/search", "/en/search?query=qqqxxzz", "/en/nope", "/ko/fact/space/nope", "/fr"])(
    "%s offers a search box, the categories and three facts",
    async (path) => {
      const { page, context } = await visit(path);
      const ways = page.locator(".ways-forward");
      expect(await ways.locator('input[name="query"]').count()).toBe(1);
      expect(await ways.locator('[aria-labelledby="ways-categories"] a.chip').count()).toBe(catalogue.categories.length);
      expect(await ways.locator(".fact-card").count()).toBeGreaterThanOrEqual(3);
      await context.close();
    },
  );

  it.each(["en", "ko"] as const)(
    "%s: the empty search page invites a search, with examples and the ways of typing Korean, each finding facts",
    async (lang) => {
      const { page, context, problems } = await visit(`/${lang}/search`);
      expect(await page.locator("h1").textContent()).toBe(lang === "en" ? "Search" : "검색");
      expect(await page.locator("main").textContent()).not.toMatch(/Please enter a search term|검색어를 입력해 주세요|Search Results/);
      const invitation = page.locator(".search-invitation");
      const links = await invitation.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
      expect(links.length).toBe(5);
      for (const href of links) {
        const html = await (await fetch(env.url + href)).text();
        expect(html, href).toMatch(/class="results-heading"[^>]*>[^<]*\d/);
        expect(html, href).toContain('class="fact-card"');
      }
      // The tips' examples find what they say: the word shown beside each is in its first result.
      for (const tip of await invitation.locator(".search-tips li").all()) {
        const href = await tip.locator("a").getAttribute("href");
        // "피라미드" on the Korean site, "피라미드 (pyramid)" on the English one, which shows the English text.
        const [, korean, english] = /^(\S+)(?: \((.+)\))?$/.exec((await tip.locator("span[lang]").last().textContent())!)!;
        const first = /<h3 class="fact-card-title">([\s\S]*?)<\/h3>[\s\S]*?<p class="fact-card-body">([\s\S]*?)<\/p>/.exec(
          await (await fetch(env.url + href!)).text(),
        )!;
        const found = `${first[1]}${first[2]}`.replace(/<[^>]+>/g, "").toLocaleLowerCase();
        expect(found, href!).toContain((english ?? korean!).toLocaleLowerCase());
      }
      expect((await runAxe(page)).violations.map((v) => v.id)).toEqual([]);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it("answers a typo with “Did you mean …?” above its results, and a missing fact offers its category", async () => {
    const { page, context } = await visit("/en/search?query=shrk");
    expect(await page.locator(".search-correction").textContent()).toMatch(/^Did you mean shark\? Search instead for shrk$/);
    expect(await page.locator(".fact-card").count()).toBeGreaterThan(0);
    await page.goto(`${env.url}/ko/fact/space/nope`);
    expect(await page.locator(`main a[href="/ko/blog?category=space"]`).first().isVisible()).toBe(true);
    await context.close();
  });
});

describe("cards and controls", () => {
  it("shows every card whole at 1280 (grids), one link per card", async () => {
    for (const path of ["/en", "/en/fact/science/honey-never-spoils"]) {
      const { page, context } = await visit(path, { viewport: { width: 1280, height: 900 } });
      const cut = await page.evaluate(
        () =>
          [...document.querySelectorAll(".card-row .fact-card")].filter((card) => {
            const box = card.getBoundingClientRect();
            return box.left < 0 || box.right > window.innerWidth || card.querySelectorAll("a").length !== 1;
          }).length,
      );
      expect(cut, path).toBe(0);
      await context.close();
    }
  });

  it("runs the card rows to the screen edges on a phone", async () => {
    const { page, context } = await visit("/en");
    const row = await page.evaluate(() => document.querySelector(".card-row")!.getBoundingClientRect());
    expect(row.left).toBe(0);
    expect(row.right).toBe(360);
    await context.close();
  });

  it.each([360, 768, 1280, 1440])("shows one back control on a fact page at %i px", async (width) => {
    const { page, context } = await visit("/en/fact/science/honey-never-spoils", { viewport: { width, height: 800 } });
    const backs = await page.evaluate(
      () =>
        [...document.querySelectorAll("a, button")].filter((el) => el.checkVisibility() && /back|뒤로/i.test(el.textContent ?? "")).length,
    );
    expect(backs).toBe(1);
    await context.close();
  });

  it("goes back after a full page load from another Curio page", async () => {
    const { page, context } = await visit("/en/blog");
    await page.evaluate(() => (window.location.href = "/en/fact/science/honey-never-spoils"));
    await page.waitForURL(/\/en\/fact\//);
    await waitForHydration(page);
    await page.locator(".fact-header").getByRole("link", { name: /Back/ }).click();
    await page.waitForURL(/\/en\/blog$/);
    await context.close();
  });

  it("never covers text with the floating button at 768 px", async () => {
    const { page, context } = await visit("/en/privacy-policy", { viewport: { width: 768, height: 800 } });
    expect(await page.locator(".floating-button").isVisible()).toBe(false);
    await context.close();
  });

  it.each([320, 360])(
    "shows the blog's page numbers at %i px: a compact window in one row, 44 px targets, Previous and Next below",
    async (width) => {
      const { page, context } = await visit("/ko/blog?page=5", { viewport: { width, height: 800 } });
      const nav = page.getByRole("navigation", { name: "페이지 이동" });
      const items = await nav.evaluate((el) =>
        [...el.querySelectorAll("li")]
          .filter((li) => getComputedStyle(li).display !== "none")
          .map((li) => {
            const box = (li.querySelector("a, span") ?? li).getBoundingClientRect();
            const link = li.querySelector("a");
            return {
              text: (li.textContent ?? "").trim(),
              step: li.classList.contains("page-step-item"),
              middle: (box.top + box.bottom) / 2,
              width: box.width,
              height: box.height,
              right: box.right,
              current: link?.getAttribute("aria-current") ?? null,
            };
          }),
      );
      const numbers = items.filter((i) => !i.step);
      expect(numbers.map((i) => i.text).slice(0, 6)).toEqual(["1", "…", "4", "5", "6", "…"]);
      expect(numbers).toHaveLength(7);
      expect(Number(numbers[6]!.text)).toBeGreaterThan(10);
      expect(numbers.find((i) => i.current === "page")?.text).toBe("5");
      expect(Math.max(...numbers.map((i) => i.middle)) - Math.min(...numbers.map((i) => i.middle))).toBeLessThanOrEqual(2);
      for (const i of [...items.filter((i) => i.text !== "…")]) {
        expect(i.width, i.text).toBeGreaterThanOrEqual(44);
        expect(i.height, i.text).toBeGreaterThanOrEqual(44);
        expect(i.right, i.text).toBeLessThanOrEqual(width);
      }
      const steps = items.filter((i) => i.step);
      expect(steps.map((i) => i.text.replace(/\s+/g, " "))).toEqual(["← 이전", "다음 →"]);
      for (const step of steps) expect(step.middle).toBeGreaterThan(numbers[0]!.middle + 30);
      // The status above the list reads as Korean does: no "전체 · 전체".
      expect(await page.locator(".list-heading").textContent()).toMatch(/^\d+쪽 중 5쪽$/);
      await context.close();
    },
  );

  it("shows the copied confirmation without moving the page", async () => {
    const { page, context } = await visit("/en/fact/science/honey-never-spoils");
    const below = () =>
      page.evaluate(() => document.querySelector(".fact-tools")!.nextElementSibling!.getBoundingClientRect().top + window.scrollY);
    await page.evaluate(() => document.fonts.ready);
    const before = await below();
    await page.locator(".fact-toolbar").getByRole("button", { name: "Share" }).click();
    await page.waitForFunction(() => (document.querySelector(".tool-status [role=status]")?.textContent ?? "") !== "");
    // The confirmation used to push the page down by 65 px; a few pixels of late font or focus settling are not that.
    expect(Math.abs((await below()) - before)).toBeLessThan(4);
    await context.close();
  });
});

describe("small things", () => {
  it.each(["dark", "light"] as const)("outlines inputs at 3:1 against what is around them (%s)", async (colorScheme) => {
    const { page, context } = await visit("/en/contact-us", { colorScheme });
    const ratios = await page.evaluate(() => {
      const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r, g, b] = rgb(c).map((v) => {
          const s = v / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
        return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
      };
      const contrast = (a: string, b: string) => {
        const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
        return (x! + 0.05) / (y! + 0.05);
      };
      const page = getComputedStyle(document.body).backgroundColor;
      return [...document.querySelectorAll<HTMLElement>("main input:not([type=hidden]):not([tabindex='-1']), main textarea")].map((el) => {
        const style = getComputedStyle(el);
        return Math.min(contrast(style.borderTopColor, style.backgroundColor), contrast(style.borderTopColor, page));
      });
    });
    expect(ratios.length).toBeGreaterThan(2);
    for (const ratio of ratios) expect(ratio).toBeGreaterThanOrEqual(3);
    await context.close();
  });

  it("fits the Korean search placeholder in the menu at 360 px", async () => {
    const { page, context } = await visit("/ko");
    await page.getByRole("button", { name: "메뉴 열기" }).click();
    const room = await page.locator("dialog#side-menu input").evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const canvas = document.createElement("canvas").getContext("2d")!;
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return inner - canvas.measureText(input.placeholder).width;
    });
    expect(room).toBeGreaterThan(0);
    await context.close();
  });
});

// One retry for the CLS measurements only: a real shift shows on every load and still fails; a shift seen
// once in CI on a loaded machine (its message says what moved, where, and when) does not sink the run.
describe("layout stability", { retry: 1 }, () => {
  it.each(["/en", "/ko/fact/animals/sharks-older-than-trees", "/en/search?query=honey", "/en/blog", "/en/nope"])(
    "%s does not shift while it loads and hydrates (CLS 0)",
    async (path) => {
      const { page, context } = await openPage(env.browser, { viewport: { width: 360, height: 800 } });
      await page.addInitScript(watchLayoutShifts);
      await page.goto(env.url + path);
      await waitForHydration(page);
      await waitForLayoutToSettle(page);
      // What moved, when, is in the message: a shift seen once on a loaded machine could not be made again.
      await expectNoLayoutShifts(page);
      await context.close();
    },
  );
});

// Deterministic, so outside the retried block above.
describe("the header on a phone", () => {
  // The likely cause of the header shift seen once in CI (every item 40 px lower): text measured wider during
  // load wrapped "Curio" and "English" onto a second line. Wider text is simulated with letter spacing.
  it.each(["/en", "/ko/fact/space/voyager-1-farthest-spacecraft"])(
    "%s keeps its header one row when its text measures wider",
    async (path) => {
      for (const width of [320, 360]) {
        const { page, context } = await withoutScript({ viewport: { width, height: 800 } });
        await page.goto(env.url + path);
        const row = () =>
          page.evaluate(() => ({
            height: document.querySelector(".site-header")!.getBoundingClientRect().height,
            tops: [...document.querySelectorAll<HTMLElement>(".site-header-inner > *")]
              .filter((e) => e.offsetWidth > 0)
              .map((e) => `${e.className}: ${Math.round(e.getBoundingClientRect().top)}`),
          }));
        const before = await row();
        await page.evaluate(() => {
          for (const e of document.querySelectorAll<HTMLElement>(".site-header .brand, .site-header .lang-button"))
            e.style.letterSpacing = "0.6em";
        });
        expect(await row(), `at ${width} px`).toEqual(before);
        expect(await overflowOf(page), `at ${width} px`).toBeLessThanOrEqual(0);
        await context.close();
      }
    },
  );
});
