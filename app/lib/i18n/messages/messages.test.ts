import { describe, expect, it } from "vitest";
import { en } from "./en";
import { format, formatDate } from "./index";
import { ko } from "./ko";

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
  it("have no empty strings and the same placeholders in both languages", () => {
    const get = (obj: unknown, path: string) => path.split(".").reduce((o, k) => (o as Record<string, unknown>)[k], obj) as string;
    for (const key of keys(en)) {
      expect(get(en, key).trim(), key).not.toBe("");
      expect(get(ko, key).trim(), key).not.toBe("");
      expect(placeholders(get(ko, key)), key).toEqual(placeholders(get(en, key)));
    }
  });
  it("hold the spec's wording", () => {
    expect(en.site.tagline).toBe("Expand your world, one fact at a time.");
    expect(en.search.noResultsFound).toBe("No results found.");
    expect(en.blog.invalidFormat).toBe("Invalid blog data format");
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
    expect(formatDate("2025-07-11", "en")).toBe("July 11, 2025");
    expect(formatDate("2025-07-11", "ko")).toBe("2025년 7월 11일");
    expect(formatDate("nonsense", "en")).toBe("nonsense");
  });
});
