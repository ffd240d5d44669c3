import { describe, expect, it } from "vitest";
import { backupMessages } from "./backup";
import { blogMessages } from "./blog";
import { calendarMessages } from "./calendar.server";
import { en } from "./en";
import { formMessages } from "./forms";
import { LANGS } from "../languages";
import { format, formatDate } from "./index";
import { ko } from "./ko";
import { listenMessages } from "./listen";
import { offlineMessages } from "./offline";
import { onThisDayMessages } from "./on-this-day";
import { quizMessages } from "./quiz";
import { reviewNavMessages } from "./review-nav";
import { reviewMessages } from "./review";
import { savedMessages } from "./saved";
import { searchMessages } from "./search";
import { sideBySideMessages } from "./side-by-side";

function keys(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

describe("dictionaries", () => {
  it("have exactly the same keys", () => {
    expect(keys(ko).sort()).toEqual(keys(en).sort());
  });
  // The dictionary every page loads, and those only some pages or the server load (their keys are typed alike).
  const dictionaries = {
    main: { en, ko },
    backup: backupMessages,
    blog: blogMessages,
    calendar: calendarMessages,
    forms: formMessages,
    listen: listenMessages,
    offline: offlineMessages,
    onThisDay: onThisDayMessages,
    quiz: quizMessages,
    review: reviewMessages,
    saved: savedMessages,
    search: searchMessages,
    reviewNav: reviewNavMessages,
    sideBySide: sideBySideMessages,
  };
  it.each(Object.entries(dictionaries))("have no empty strings and the same placeholders in both languages (%s)", (_, both) => {
    const get = (obj: unknown, path: string) => path.split(".").reduce((o, k) => (o as Record<string, unknown>)[k], obj);
    for (const key of keys(both.en)) {
      const [english, korean] = [get(both.en, key), get(both.ko, key)];
      if (typeof english !== "string" || typeof korean !== "string") throw new Error(`${key} is not text`);
      expect(english.trim(), key).not.toBe("");
      expect(korean.trim(), key).not.toBe("");
      expect(placeholders(korean), key).toEqual(placeholders(english));
    }
  });
  it("hold the spec's wording", () => {
    expect(en.site.tagline).toBe("Expand your world, one fact at a time.");
    expect(searchMessages.en.noResultsFound).toBe("No results found.");
    expect(blogMessages.en.invalidFormat).toBe("Invalid blog data format");
    expect(en.error.unexpected).toBe("Unexpected Application Error!");
  });
});

describe("format", () => {
  it("fills placeholders and leaves unknown ones", () => {
    expect(format("{a} and {b}", { a: 1 })).toBe("1 and {b}");
  });
});

describe("formatDate", () => {
  it("writes dates per language, in UTC", () => {
    expect(formatDate("2025-07-11", "en")).toBe("11 July 2025");
    expect(formatDate("2025-07-11", "ko")).toBe("2025년 7월 11일");
    expect(formatDate("nonsense", "en")).toBe("nonsense");
  });

  // The site writes dates itself (no Intl.DateTimeFormat to make in the browser): held to what Intl's long forms
  // for en-GB and ko-KR write, for every day of four years, a leap day included, in each style.
  it("writes every day as Intl's en-GB and ko-KR long forms do, in each style", () => {
    const intl = {
      date: { dateStyle: "long", timeZone: "UTC" },
      monthDay: { month: "long", day: "numeric", timeZone: "UTC" },
      month: { year: "numeric", month: "long", timeZone: "UTC" },
    } as const;
    const locales = { en: "en-GB", ko: "ko-KR" } as const;
    for (const lang of LANGS)
      for (const [style, options] of Object.entries(intl) as [keyof typeof intl, Intl.DateTimeFormatOptions][]) {
        const reference = new Intl.DateTimeFormat(locales[lang], options);
        for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
          const iso = new Date(day).toISOString().slice(0, 10);
          expect(formatDate(iso, lang, style), `${iso} ${lang} ${style}`).toBe(reference.format(new Date(day)));
        }
      }
  });
});
