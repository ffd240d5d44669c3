import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import { publishedOn } from "../catalogue/published";
import type { EventDates } from "./event-dates";
import { datedFactsByDay, onThisDay } from "./on-this-day";

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
    expect(onThisDay(new Map(), "01-01")).toEqual({ monthDay: "01-01", facts: [], nearest: null });
  });
});
