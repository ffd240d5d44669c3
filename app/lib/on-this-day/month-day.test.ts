import { describe, expect, it } from "vitest";
import { isMonthDay, MONTH_DAYS, monthDayOf, parseEventDate, shiftMonthDay } from "./month-day";

describe("month-days", () => {
  it("lists the 366 days of a leap year in calendar order, 02-29 included", () => {
    expect(MONTH_DAYS).toHaveLength(366);
    expect(MONTH_DAYS[0]).toBe("01-01");
    expect(MONTH_DAYS[59]).toBe("02-29");
    expect(MONTH_DAYS[365]).toBe("12-31");
    expect(new Set(MONTH_DAYS).size).toBe(366);
    expect([...MONTH_DAYS].sort()).toEqual(MONTH_DAYS);
  });

  it("accepts exactly MM-DD of a day that exists", () => {
    for (const ok of ["01-01", "02-29", "04-30", "12-31"]) expect(isMonthDay(ok)).toBe(true);
    for (const bad of ["02-30", "04-31", "13-01", "00-10", "1-01", "01-1", "0101", "12-31 ", "", "ab-cd", "2024-01-01"])
      expect(isMonthDay(bad)).toBe(false);
  });

  it("steps round the year in both directions, through 02-29", () => {
    expect(shiftMonthDay("12-31", 1)).toBe("01-01");
    expect(shiftMonthDay("01-01", -1)).toBe("12-31");
    expect(shiftMonthDay("02-28", 1)).toBe("02-29");
    expect(shiftMonthDay("02-29", 1)).toBe("03-01");
    expect(shiftMonthDay("03-01", -1)).toBe("02-29");
    expect(shiftMonthDay("06-15", 366)).toBe("06-15");
    expect(shiftMonthDay("06-15", -367)).toBe("06-14");
    expect(() => shiftMonthDay("02-30", 1)).toThrow();
  });

  it("takes the month-day of a calendar date", () => {
    expect(monthDayOf("2026-11-27")).toBe("11-27");
  });
});

describe("parseEventDate", () => {
  it("reads a full date, a BCE date and a month-day alone", () => {
    expect(parseEventDate("1969-07-20")).toEqual({ year: 1969, monthDay: "07-20" });
    expect(parseEventDate("-0044-03-15")).toEqual({ year: -44, monthDay: "03-15" });
    expect(parseEventDate("--10-09")).toEqual({ year: null, monthDay: "10-09" });
    expect(parseEventDate("2024-02-29")).toEqual({ year: 2024, monthDay: "02-29" });
    expect(parseEventDate("--02-29")).toEqual({ year: null, monthDay: "02-29" });
  });

  it("refuses days that do not exist and any other form", () => {
    for (const bad of [
      "1900-02-29",
      "2023-02-29",
      "-0045-02-29",
      "2023-13-01",
      "2023-04-31",
      "0000-01-01",
      "69-07-20",
      "1969-7-20",
      "--2-29",
      "1969-07-20T00:00",
      "",
      "July 20 1969",
    ])
      expect(parseEventDate(bad)).toBeNull();
  });
});
