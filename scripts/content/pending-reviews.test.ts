import { describe, expect, it } from "vitest";
import { draftNotice, pendingReviews } from "./pending-reviews";

const dates = new Map([
  ["/fact/space/queued", "2026-12-20"],
  ["/fact/space/today", "2026-12-02"],
  ["/fact/space/old", "2026-11-22"],
]);

describe("reviews a draft may still lack", () => {
  it("wait while every fact they hold back is queued, and fail from the fact's day on", () => {
    const gaps = [
      { paths: ["/fact/space/queued"], what: "translations.ko.reviewedAt" },
      { paths: ["/fact/space/today"], what: "translations.ko.reviewedAt" },
      { paths: ["/fact/space/queued", "/fact/space/old"], what: 'pronunciation of "비계"' },
      { paths: ["/fact/space/queued"], what: "sentence pairs" },
      { paths: [], what: "a file" },
    ];
    const { pending, failing } = pendingReviews(gaps, dates, "2026-12-02");
    expect([...pending]).toEqual([["/fact/space/queued", ["translations.ko.reviewedAt", "sentence pairs"]]]);
    expect(failing).toEqual([1, 2, 4]);
    // The day after, the queued fact's gaps would still wait; on its own day they fail.
    expect(pendingReviews(gaps.slice(0, 1), dates, "2026-12-20").failing).toEqual([0]);
  });

  it("are named in one notice per draft", () => {
    expect(draftNotice("/fact/space/queued", "2026-12-20", ["sentence pairs", "sentence pairs", "translations.en.reviewedAt"])).toBe(
      "draft: /fact/space/queued (publishedDate 2026-12-20) passes as a draft; before that day it needs review of: sentence pairs, translations.en.reviewedAt",
    );
  });
});
