import { describe, expect, it } from "vitest";
import { streakLength, withPlayedDay } from "./streak";

describe("the quiz streak", () => {
  it("counts consecutive days up to today", () => {
    expect(streakLength(["2026-11-23", "2026-11-22", "2026-11-21", "2026-11-19"], "2026-11-23")).toBe(3);
  });
  it("still counts a streak that ended yesterday, not one that ended before", () => {
    expect(streakLength(["2026-11-22", "2026-11-21"], "2026-11-23")).toBe(2);
    expect(streakLength(["2026-11-21"], "2026-11-23")).toBe(0);
    expect(streakLength([], "2026-11-23")).toBe(0);
  });
  it("crosses months and years", () => {
    expect(streakLength(["2027-01-01", "2026-12-31", "2026-12-30"], "2027-01-01")).toBe(3);
  });
  it("keeps each day once, newest first", () => {
    expect(withPlayedDay(["2026-11-22", "2026-11-23"], "2026-11-23")).toEqual(["2026-11-23", "2026-11-22"]);
  });
});
