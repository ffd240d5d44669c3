import { describe, expect, it } from "vitest";
import { offlineMessages } from "../i18n/messages/offline";
import { offlinePageHtml, titleOfPage } from "./offline-page";

describe("the offline page", () => {
  it("speaks the reader's language first, then the other, each marked with its lang", () => {
    const ko = offlinePageHtml("ko", []);
    expect(ko).toMatch(/^<!doctype html><html lang="ko">/);
    expect(ko.indexOf(offlineMessages.ko.offlineTitle)).toBeLessThan(ko.indexOf(offlineMessages.en.offlineTitle));
    expect(ko).toContain(`<section lang="en"><h2>${offlineMessages.en.offlineTitle}</h2>`);
    const en = offlinePageHtml("en", []);
    expect(en.indexOf(offlineMessages.en.offlineTitle)).toBeLessThan(en.indexOf(offlineMessages.ko.offlineTitle));
  });

  it("links every kept page, in its own language, escaped", () => {
    const html = offlinePageHtml("en", [
      { path: "/ko/today", title: "오늘의 지식 — Curio" },
      { path: "/en/fact/space/venus", title: "Venus <day> & year" },
    ]);
    expect(html).toContain(`<a href="/ko/today" lang="ko">오늘의 지식 — Curio</a>`);
    expect(html).toContain(`<a href="/en/fact/space/venus" lang="en">Venus &lt;day&gt; &amp; year</a>`);
    expect(html).not.toContain(offlineMessages.en.availableNone);
  });

  it("says when nothing is kept, and lists nothing in the copy made at build", () => {
    expect(offlinePageHtml("en", [])).toContain(offlineMessages.en.availableNone);
    expect(offlinePageHtml("en", null)).not.toContain(offlineMessages.en.availableTitle);
  });

  it("reads a kept page's title", () => {
    expect(titleOfPage("<html><head><title>Venus &amp; Mars — Curio</title>", "/en/x")).toBe("Venus & Mars — Curio");
    expect(titleOfPage("<html>", "/en/x")).toBe("/en/x");
  });
});
