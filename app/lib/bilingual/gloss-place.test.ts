import { describe, expect, it } from "vitest";
import { GAP, glossTop, type Box } from "./gloss-place";

const box = (top: number, bottom: number, left = 0, right = 300): Box => ({ top, bottom, left, right });
const viewport = { top: 70, bottom: 800 };

describe("where a gloss goes", () => {
  it("goes above a term whose partner is below it (pairs stacked on a phone), never over the partner", () => {
    expect(glossTop(box(400, 420), box(430, 500), 100, viewport)).toEqual({ top: 400 - GAP - 100, fits: true });
  });
  it("goes below the partner when there is no room above the term", () => {
    expect(glossTop(box(100, 120), box(130, 200), 100, viewport)).toEqual({ top: 200 + GAP, fits: true });
  });
  it("goes below a term whose partner is above it, or above the partner", () => {
    expect(glossTop(box(400, 420), box(300, 390), 100, viewport)).toEqual({ top: 420 + GAP, fits: true });
    expect(glossTop(box(740, 760), box(600, 730), 100, viewport)).toEqual({ top: 600 - GAP - 100, fits: true });
  });
  it("goes under a term beside its partner (two columns), or over it", () => {
    expect(glossTop(box(400, 420, 0, 300), box(390, 480, 340, 640), 100, viewport)).toEqual({ top: 420 + GAP, fits: true });
    expect(glossTop(box(740, 760, 0, 300), box(730, 790, 340, 640), 100, viewport)).toEqual({ top: 740 - GAP - 100, fits: true });
  });
  it("says when nothing fits, so the page scrolls to the first place", () => {
    expect(glossTop(box(100, 120), box(130, 780), 100, viewport)).toEqual({ top: 100 - GAP - 100, fits: false });
  });
});
