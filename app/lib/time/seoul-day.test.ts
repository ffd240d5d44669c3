import { describe, expect, it } from "vitest";
import { nextSeoulMidnight, secondsUntilSeoulMidnight, seoulDay, timeToSeoulMidnight } from "./seoul-day";

describe("the Seoul day", () => {
  it("turns at 15:00 UTC", () => {
    expect(seoulDay(new Date("2026-11-23T14:59:59.999Z"))).toBe("2026-11-23");
    expect(seoulDay(new Date("2026-11-23T15:00:00Z"))).toBe("2026-11-24");
    expect(seoulDay(new Date("2026-12-31T15:00:00Z"))).toBe("2027-01-01");
  });

  it("counts the time until the next Seoul midnight", () => {
    expect(nextSeoulMidnight(new Date("2026-11-23T10:00:00Z")).toISOString()).toBe("2026-11-23T15:00:00.000Z");
    expect(nextSeoulMidnight(new Date("2026-11-23T15:00:00Z")).toISOString()).toBe("2026-11-24T15:00:00.000Z");
    expect(secondsUntilSeoulMidnight(new Date("2026-11-23T14:59:30Z"))).toBe(30);
    expect(secondsUntilSeoulMidnight(new Date("2026-02-28T15:00:00Z"))).toBe(86_400);
    // Rounded down: a cache keeps the day's answer until before midnight, never past it.
    expect(secondsUntilSeoulMidnight(new Date("2026-11-23T14:59:58.400Z"))).toBe(1);
    expect(secondsUntilSeoulMidnight(new Date("2026-11-23T14:59:59.999Z"))).toBe(0);
  });

  it("says the time to the next Seoul midnight in hours and minutes, rounded up", () => {
    expect(timeToSeoulMidnight(new Date("2026-11-26T09:48:00Z"))).toEqual({ at: new Date("2026-11-26T15:00:00Z"), hours: 5, minutes: 12 });
    expect(timeToSeoulMidnight(new Date("2026-11-26T14:59:30Z"))).toMatchObject({ hours: 0, minutes: 1 });
    expect(timeToSeoulMidnight(new Date("2026-11-26T15:00:00Z"))).toMatchObject({ hours: 24, minutes: 0 });
  });
});
