import { describe, expect, it } from "vitest";
import { LANGS } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";
import { offlineMessages } from "../i18n/messages/offline";
import { offlinePageHtml, titleOfPage } from "./offline-page";

describe("the offline page", () => {
  it("speaks the reader's language only, with the brand as the way home, the other language, and today's fact", () => {
    const ko = offlinePageHtml("ko", [], "/ko/fact/space/venus");
    expect(ko).toMatch(/^<!doctype html><html lang="ko">/);
    expect(ko).toContain(`<h1>${offlineMessages.ko.offlineTitle}</h1>`);
    expect(ko).not.toContain(offlineMessages.en.offlineTitle);
    expect(ko).toContain('<a class="brand" href="/ko">');
    expect(ko).toContain('<a href="/en/fact/space/venus" hreflang="en" lang="en">English</a>');
    expect(ko).toContain('<a href="/ko/today">오늘의 지식</a>');
    expect(ko).toContain('<a href="/ko">홈</a>');
    expect(offlinePageHtml("en", [])).toContain('<a href="/ko" hreflang="ko" lang="ko">한국어</a>');
  });

  it("names Today's Fact as the site does everywhere", () => {
    for (const lang of LANGS) expect(offlineMessages[lang].todayTitle).toBe(messagesFor(lang).today.title);
  });

  it("lists every kept page by its title, the reader's language first, today and the last days first, escaped", () => {
    const html = offlinePageHtml("en", [
      { path: "/ko/today", title: "오늘의 지식: 꿀" },
      { path: "/en/fact/space/venus", title: "Venus <day> & year" },
      { path: "/en/saved", title: "Saved Facts" },
      { path: "/en/today/2026-11-30", title: "Fact of 30 November 2026: B" },
      { path: "/en/today/2026-12-01", title: "Fact of 1 December 2026: A" },
      { path: "/en/today", title: "Today’s Fact: C" },
      { path: "/en/quiz", title: "Daily Quiz" },
    ]);
    const order = [...html.matchAll(/<li><a href="([^"]*)"/g)].map((m) => m[1]);
    expect(order).toEqual([
      "/en/today",
      "/en/quiz",
      "/en/today/2026-12-01",
      "/en/today/2026-11-30",
      "/en/saved",
      "/en/fact/space/venus",
      "/ko/today",
    ]);
    expect(html).toContain(`<a href="/ko/today" lang="ko">오늘의 지식: 꿀</a>`);
    expect(html).toContain(`<a href="/en/fact/space/venus" lang="en">Venus &lt;day&gt; &amp; year</a>`);
    expect(html).not.toContain(offlineMessages.en.availableNone);
  });

  it("says when nothing is kept, and lists nothing in the copy made at build", () => {
    expect(offlinePageHtml("en", [])).toContain(offlineMessages.en.availableNone);
    expect(offlinePageHtml("en", null)).not.toContain(offlineMessages.en.availableTitle);
  });

  it("reads a kept page's title as a reader knows it: the share title, else the document title without the site's name", () => {
    expect(titleOfPage('<meta property="og:title" content="Today’s Fact: Venus &amp; Mars"><title>x · Curio</title>', "/en/today")).toBe(
      "Today’s Fact: Venus & Mars",
    );
    expect(titleOfPage("<html><head><title>Saved Facts · Curio</title>", "/en/saved")).toBe("Saved Facts");
    expect(titleOfPage("<html><head><title>Venus &amp; Mars — Curio</title>", "/en/x")).toBe("Venus & Mars");
    expect(titleOfPage("<html>", "/en/x")).toBe("/en/x");
  });
});
