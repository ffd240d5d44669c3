import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import { publishedOn } from "../catalogue/published";
import type { EventDates } from "./event-dates";
import { MONTH_DAYS } from "./month-day";
import { datedFactsByDay, hasEventsInWeek, onThisDay } from "./on-this-day";

const catalogue = loadCatalogue("data");
const [a, b, c] = catalogue.facts.filter((f) => f.translations.en && f.translations.ko).map((f) => f.path);
const checked = { date: "2026-11-27", by: "test" };
const entry = (date: string, en: string) => ({ date, what: { en, ko: `${en} 한국어` }, basis: "a claim of the text", checked });
const dates: EventDates = {
  [a!]: entry("1969-07-20", "later"),
  [b!]: entry("--07-20", "every year"),
  [c!]: entry("-0044-07-20", "earlier"),
  "/fact/space/no-such-fact": entry("2000-03-01", "missing"),
};

describe("datedFactsByDay", () => {
  it("groups by month-day, oldest first and an observance without a year last, leaving out facts that do not exist", () => {
    const days = datedFactsByDay(catalogue, dates, "en");
    expect([...days.keys()]).toEqual(["07-20"]);
    expect(days.get("07-20")!.map((d) => [d.year, d.what])).toEqual([
      [-44, "earlier"],
      [1969, "later"],
      [null, "every year"],
    ]);
    expect(datedFactsByDay(catalogue, dates, "ko").get("07-20")![0]!.what).toBe("earlier 한국어");
  });

  it("lists no fact before its publication day", () => {
    const fact = catalogue.byPath.get(a!)!;
    const before = publishedOn(catalogue, "2000-01-01");
    expect(before.byPath.has(fact.path)).toBe(false);
    expect(datedFactsByDay(before, { [a!]: entry("1969-07-20", "x") }, "en").size).toBe(0);
  });
});

describe("onThisDay", () => {
  const days = datedFactsByDay(catalogue, { [a!]: entry("1969-07-20", "july"), [b!]: entry("2001-12-30", "december") }, "en");

  it("lists the day's facts and no nearest days when it has some", () => {
    const day = onThisDay(days, "07-20");
    expect(day.facts.map((d) => d.what)).toEqual(["july"]);
    expect(day.nearest).toBeNull();
  });

  it("gives the nearest days before and after when the day has none, round the year", () => {
    const day = onThisDay(days, "12-31");
    expect(day.facts).toEqual([]);
    expect(day.nearest!.before.monthDay).toBe("12-30");
    expect(day.nearest!.after.monthDay).toBe("07-20");
    const spring = onThisDay(days, "02-29");
    expect(spring.nearest!.before.monthDay).toBe("12-30");
    expect(spring.nearest!.after.monthDay).toBe("07-20");
  });

  it("with one dated day only, it is both the nearest before and after; with none, there is no nearest", () => {
    const one = datedFactsByDay(catalogue, { [a!]: entry("1969-07-20", "july") }, "ko");
    const day = onThisDay(one, "01-01");
    expect([day.nearest!.before.monthDay, day.nearest!.after.monthDay]).toEqual(["07-20", "07-20"]);
    expect(onThisDay(new Map(), "01-01")).toEqual({ monthDay: "01-01", facts: [], week: [], nearest: null });
  });
});

describe("this week in history", () => {
  const days = datedFactsByDay(
    catalogue,
    { [a!]: entry("1969-07-20", "july"), [b!]: entry("2001-12-30", "december"), [c!]: entry("1990-01-02", "january") },
    "en",
  );

  it("is the other days of the week (three either side) that have events, in calendar order, round the year", () => {
    expect(onThisDay(days, "07-17").week.map((d) => [d.monthDay, d.facts.map((f) => f.what)])).toEqual([["07-20", ["july"]]]);
    expect(onThisDay(days, "07-23").week.map((d) => d.monthDay)).toEqual(["07-20"]);
    expect(onThisDay(days, "07-24").week).toEqual([]);
    // The day itself is not part of its week; the year wraps: 12-30 and 01-02 are one week apart.
    expect(onThisDay(days, "07-20").week).toEqual([]);
    expect(onThisDay(days, "12-31").week.map((d) => d.monthDay)).toEqual(["12-30", "01-02"]);
    expect(onThisDay(days, "01-01").week.map((d) => d.monthDay)).toEqual(["12-30", "01-02"]);
  });

  it("makes a day's page indexable when the day or its week has events, whatever their number", () => {
    expect(MONTH_DAYS.filter((md) => hasEventsInWeek(days, md))).toEqual(
      [
        "01-02",
        "01-03",
        "01-04",
        "01-05",
        "07-17",
        "07-18",
        "07-19",
        "07-20",
        "07-21",
        "07-22",
        "07-23",
        "12-27",
        "12-28",
        "12-29",
        "12-30",
        "12-31",
        "01-01",
      ].sort(),
    );
    expect(MONTH_DAYS.some((md) => hasEventsInWeek(new Map(), md))).toBe(false);
    // Every day has an event: every day is indexable, and each week lists the six others.
    const everyDay = new Map(MONTH_DAYS.map((md) => [md, days.get("07-20")!]));
    expect(MONTH_DAYS.every((md) => hasEventsInWeek(everyDay, md) && onThisDay(everyDay, md).week.length === 6)).toBe(true);
  });
});
