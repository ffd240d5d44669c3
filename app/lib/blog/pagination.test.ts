import { describe, expect, it } from "vitest";
import { pageCount, pageSlice, paginationWindow, parsePageParam, responsivePaginationWindow, wholePageNumber } from "./pagination";

describe("paginationWindow", () => {
  it("shows every page when there are few", () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
    expect(paginationWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });
  it("puts an ellipsis in gaps of more than one page", () => {
    expect(paginationWindow(1, 10)).toEqual([1, 2, 3, "ellipsis", 10]);
    expect(paginationWindow(10, 10)).toEqual([1, "ellipsis", 8, 9, 10]);
    expect(paginationWindow(6, 12)).toEqual([1, "ellipsis", 4, 5, 6, 7, 8, "ellipsis", 12]);
  });
  it("fills a gap of exactly one page with its number", () => {
    // Window 3..7 around 5 leaves only page 2 between 1 and 3, and only page 8 between 7 and 9.
    expect(paginationWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(paginationWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, "ellipsis", 10]);
    expect(paginationWindow(7, 10)).toEqual([1, "ellipsis", 5, 6, 7, 8, 9, 10]);
  });
  it("clamps an out-of-range current page and handles no pages", () => {
    expect(paginationWindow(99, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(1, 0)).toEqual([]);
  });
});

describe("responsivePaginationWindow", () => {
  const shown = (current: number, total: number, side: "wide" | "narrow") =>
    responsivePaginationWindow(current, total)
      .filter((entry) => entry[side])
      .map((entry) => entry.item);
  it("is the spec's window on wide screens", () => {
    for (const [current, total] of [
      [1, 1],
      [5, 9],
      [4, 10],
      [6, 12],
      [1, 60],
      [30, 60],
      [60, 60],
    ] as const)
      expect(shown(current, total, "wide")).toEqual(paginationWindow(current, total));
  });
  it("is one page each side, every gap an ellipsis, on phones: 1 … 4 5 6 … 60", () => {
    expect(shown(5, 60, "narrow")).toEqual([1, "ellipsis", 4, 5, 6, "ellipsis", 60]);
    expect(shown(1, 60, "narrow")).toEqual([1, 2, "ellipsis", 60]);
    expect(shown(4, 60, "narrow")).toEqual([1, "ellipsis", 3, 4, 5, "ellipsis", 60]);
    expect(shown(3, 5, "narrow")).toEqual([1, 2, 3, 4, 5]);
    for (let current = 1; current <= 60; current++) {
      const numbers = shown(current, 60, "narrow").filter((i) => i !== "ellipsis");
      expect(numbers.length).toBeLessThanOrEqual(5);
      expect(numbers).toContain(current);
    }
  });
});

describe("parsePageParam", () => {
  it("falls back to 1 for absent or garbage values", () => {
    for (const raw of [null, "", "abc", "-2", "0", "1.5", "2e3", "9999999"]) expect(parsePageParam(raw), String(raw)).toBe(1);
  });
  it("keeps well-formed numbers, even past the end (the route answers 404)", () => {
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(" 42 ")).toBe(42);
  });
});

describe("pageCount and pageSlice", () => {
  it("cut lists into pages of six", () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(pageCount(items.length)).toBe(3);
    expect(pageSlice(items, 3)).toEqual([12]);
    expect(pageSlice(items, 1)).toHaveLength(6);
  });
});

describe("wholePageNumber", () => {
  it("reads only the way the site writes a page number", () => {
    expect(wholePageNumber("1")).toBe(1);
    expect(wholePageNumber("42")).toBe(42);
    for (const raw of ["", "abc", "-2", "0", "02", " 2", "2 ", "1.5", "2e3", "1234567", "+3"]) expect(wholePageNumber(raw), raw).toBeNull();
  });
});
