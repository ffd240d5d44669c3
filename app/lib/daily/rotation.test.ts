import { describe, expect, it } from "vitest";
import { fixtureCatalogue, fact } from "../../../test/fixtures/catalogue";
import { indexCatalogue, compareNewestFirst } from "../catalogue/catalogue";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import type { Fact } from "../catalogue/schema";
import { seoulDay } from "../time/seoul-day";
import { addDays, daysBetween, factOfDay, isCalendarDay, ROTATION_START, rotationSchedule } from "./rotation";

const catalogue = loadCatalogue("data");
const facts = catalogue.facts;
const bilingual = facts.filter((f) => f.translations.en && f.translations.ko);

/** A copy of a real fact under a new slug, published on `day`. */
function newFact(slug: string, day: string, from: Fact = facts[0]!): Fact {
  return { ...structuredClone(from), id: slug, slug, path: `/fact/${from.category}/${slug}`, publishedDate: day };
}

const picks = (list: readonly Fact[], until: string) => rotationSchedule(list, until).map((e) => `${e.day} ${e.fact.path}`);

describe("the daily rotation", () => {
  it("starts on ROTATION_START with one fact a day", () => {
    const schedule = rotationSchedule(facts, addDays(ROTATION_START, 9));
    expect(schedule.map((e) => e.day)).toEqual(daysBetween(ROTATION_START, addDays(ROTATION_START, 9)));
  });

  it("goes through the whole catalogue before any fact repeats, then starts again in the same order", () => {
    const cycle = bilingual.length;
    const schedule = rotationSchedule(facts, addDays(ROTATION_START, 2 * cycle - 1));
    const first = schedule.slice(0, cycle).map((e) => e.fact.path);
    expect(new Set(first).size).toBe(cycle);
    const second = schedule.slice(cycle).map((e) => e.fact.path);
    expect(new Set(second)).toEqual(new Set(first));
    // Past the four days kept from before the re-dating (issue 33), the first cycle is in every later cycle's order.
    const kept = first.slice(0, 4);
    expect(first.slice(4)).toEqual(second.filter((p) => !kept.includes(p)));
  });

  it("never changes a past day when facts are added (today or later) to a copy of the catalogue", () => {
    const today = addDays(ROTATION_START, 40);
    const before = picks(facts, today);
    const grown = [
      ...facts,
      newFact("added-today", addDays(today, 1)),
      newFact("added-later", addDays(today, 5)),
      newFact("a-first-slug", addDays(today, 1)),
    ];
    expect(picks(grown, addDays(today, 30)).slice(0, before.length)).toEqual(before);
  });

  it("also keeps every past day when the catalogue grows in the middle of a cycle, many times over", () => {
    let list: Fact[] = [...facts];
    let day = ROTATION_START;
    const history: string[] = [];
    for (let i = 0; i < 12; i++) {
      day = addDays(day, 17);
      list = [...list, newFact(`grown-${i}`, day)];
      const now = picks(list, day);
      expect(now.slice(0, history.length)).toEqual(history);
      history.splice(0, history.length, ...now);
    }
  });

  it("does not change when a fact's text is edited", () => {
    const until = addDays(ROTATION_START, 60);
    const edited = facts.map((f, i) =>
      i % 3 === 0 ? { ...f, translations: { ...f.translations, en: { ...f.translations.en!, title: "Edited", body: "Edited body." } } } : f,
    );
    expect(picks(edited, until)).toEqual(picks(facts, until));
  });

  it("shows a new fact on its own publishedDate, not before", () => {
    const day = addDays(ROTATION_START, 3);
    const future = newFact("from-the-future", addDays(day, 1));
    const schedule = rotationSchedule([...facts, future], addDays(day, bilingual.length + 2));
    const first = schedule.find((e) => e.fact.path === future.path);
    expect(first).toBeDefined();
    expect(first!.day > day).toBe(true);
    expect(schedule.filter((e) => e.day <= day).some((e) => e.fact.path === future.path)).toBe(false);
  });

  it("never picks a fact dated after the day, even when it is the only one", () => {
    const only = fixtureCatalogue([fact("space", "later", "2027-01-01", {}, {})]);
    expect(factOfDay(only, "2026-12-31")).toBeUndefined();
    expect(factOfDay(only, "2027-01-01")?.slug).toBe("later");
  });

  it("leaves out facts not written in every language, so English and Korean readers share the day's fact", () => {
    const list = fixtureCatalogue([fact("space", "english-only", "2024-01-01", {}), fact("space", "both", "2024-01-02", {}, {})]);
    const schedule = rotationSchedule(list.facts, addDays(ROTATION_START, 5));
    expect(new Set(schedule.map((e) => e.fact.slug))).toEqual(new Set(["both"]));
  });

  it("has nothing before its first day", () => {
    expect(factOfDay(catalogue, addDays(ROTATION_START, -1))).toBeUndefined();
    expect(factOfDay(catalogue, ROTATION_START)).toBeDefined();
  });

  it("answers factOfDay from the same schedule whatever day is asked first", () => {
    const fresh = indexCatalogue(catalogue.categories, [...facts].sort(compareNewestFirst));
    const late = factOfDay(fresh, addDays(ROTATION_START, 300));
    const early = factOfDay(fresh, addDays(ROTATION_START, 3));
    const schedule = rotationSchedule(facts, addDays(ROTATION_START, 300));
    expect(early).toBe(schedule[3]!.fact);
    expect(late).toBe(schedule[300]!.fact);
  });
});

describe("the Seoul day boundary", () => {
  it("turns at 15:00 UTC", () => {
    expect(seoulDay(new Date("2026-11-23T14:59:59.999Z"))).toBe("2026-11-23");
    expect(seoulDay(new Date("2026-11-23T15:00:00Z"))).toBe("2026-11-24");
    const day = addDays(ROTATION_START, 5);
    const before = factOfDay(catalogue, seoulDay(new Date(`${day}T14:59:59Z`)));
    const after = factOfDay(catalogue, seoulDay(new Date(`${day}T15:00:00Z`)));
    expect(factOfDay(catalogue, addDays(day, 1))).toBe(after);
    expect(before).toBeDefined();
    expect(after).toBeDefined();
    expect(after!.path).not.toBe(before!.path);
  });
});

describe("isCalendarDay", () => {
  it.each(["2024-02-29", "2026-11-23", "2026-12-31"])("accepts %s", (day) => expect(isCalendarDay(day)).toBe(true));
  it.each(["2024-02-30", "2023-02-29", "2024-13-01", "2024-00-10", "99999-01-01", "2024-1-01", "today", "", "2024-01-01x", "../x"])(
    "rejects %j",
    (day) => expect(isCalendarDay(day)).toBe(false),
  );
});

describe("the real catalogue's rotation", () => {
  it("keeps the facts shown before the re-dating on their days, then mixes the categories", () => {
    const schedule = rotationSchedule(facts, addDays(ROTATION_START, 13));
    expect(schedule.slice(0, 4).map((e) => e.fact.path)).toEqual([
      "/fact/history/cleopatra-closer-to-moon-landing",
      "/fact/history/hwaseong-rebuilt-from-royal-records",
      "/fact/history/gobekli-tepe-older-than-stonehenge",
      "/fact/history/first-writing-was-bookkeeping",
    ]);
    expect(new Set(schedule.map((e) => e.fact.path)).size).toBe(schedule.length);
    // Facts that went live on the same day are not shown a category at a time.
    expect(new Set(schedule.slice(4).map((e) => e.fact.category)).size).toBeGreaterThanOrEqual(4);
  });
});
