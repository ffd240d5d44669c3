import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { dateProblems, firstAddedDays, headDay } from "../../scripts/content/first-added.server";
import { seoulDay } from "../../app/lib/time/seoul-day";

// Honest dates (issue 33, item 1): no fact shows a publication date before the day it first went live here.
const catalogue = loadCatalogue("data");
const history = firstAddedDays(".");
const today = seoulDay(new Date());
const text = (path: string, lang: "en" | "ko") => {
  const t = catalogue.byPath.get(path)!.translations[lang]!;
  return [t.title, t.body, ...t.detail, t.seoDescription ?? ""].join("\n");
};

describe("publication dates", () => {
  it("are never before the day the fact was added (addedAt)", () => {
    expect(dateProblems(catalogue.facts, undefined)).toEqual([]);
  });

  it("record in addedAt the Seoul day of the commit that first held each fact", (context) => {
    if ("unavailable" in history) {
      // A shallow clone (or a copy without .git) cannot tell; the check above still holds every date to addedAt.
      console.warn(`added-at cross-check skipped: ${history.unavailable}`);
      context.skip(history.unavailable);
      return;
    }
    expect(dateProblems(catalogue.facts, history.days, headDay("."))).toEqual([]);
    // The cross-check really covers the catalogue: only facts written since the newest commit are missing from the
    // history (a writer's draft before its commit), and they are dated on or after that commit's day.
    const uncommitted = catalogue.facts.filter((f) => !history.days.has(f.path));
    expect(uncommitted.length).toBeLessThan(catalogue.facts.length);
    for (const fact of uncommitted) expect(fact.addedAt >= headDay("."), fact.path).toBe(true);
  });

  it("catch a planted backdated fact, and an addedAt the history contradicts", () => {
    const real = catalogue.facts[0]!;
    const backdated = { ...real, publishedDate: "2024-05-22" };
    expect(dateProblems([backdated], undefined)).toEqual([
      { path: real.path, message: `publishedDate 2024-05-22 is before addedAt ${real.addedAt}` },
    ]);
    const history = new Map([[real.path, "2026-11-22"]]);
    expect(dateProblems([{ ...real, addedAt: "2026-11-21", publishedDate: "2026-11-22" }], history)).toEqual([
      { path: real.path, message: "addedAt 2026-11-21, but the history first holds it on 2026-11-22 (Seoul day)" },
    ]);
    // A fact no commit holds yet cannot claim a day before the newest commit.
    expect(dateProblems([{ ...real, addedAt: "2026-11-22", publishedDate: "2026-11-30" }], new Map(), "2026-11-27")).toHaveLength(1);
  });

  it("put no fact before the event it describes", () => {
    // The dated events the audit found on pages shown as published before them (issue 33).
    const events: [path: string, day: string, event: string][] = [
      ["/fact/animals/jirisan-black-bears-return", "2025-03-31", "about 90 bears 'by early 2025'"],
      ["/fact/space/parker-solar-probe-fastest-object", "2024-12-24", "the record perihelion pass"],
      ["/fact/space/saturn-rings-thin-as-a-building", "2025-03-23", "the 2025 ring-plane crossing"],
      ["/fact/history/bangudae-whale-petroglyphs-underwater", "2025-07-12", "inscription on the World Heritage List"],
    ];
    for (const [path, day, event] of events) {
      expect(catalogue.byPath.has(path), path).toBe(true);
      expect(catalogue.byPath.get(path)!.publishedDate > day, `${path}: ${event}`).toBe(true);
    }
  });

  it("never precede a year the fact speaks of, unless it speaks of the future", () => {
    // Facts that name a year still to come as a prediction, not as something that has happened.
    const forwardLooking = new Set(["/fact/space/apophis-2029-close-flyby", "/fact/space/halleys-comet-every-76-years"]);
    for (const fact of catalogue.facts) {
      if (forwardLooking.has(fact.path)) continue;
      const published = Number(fact.publishedDate.slice(0, 4));
      for (const lang of ["en", "ko"] as const) {
        if (!fact.translations[lang]) continue;
        for (const [, year] of text(fact.path, lang).matchAll(/(?<!\d)(20\d\d)(?!\d)/g))
          expect(Number(year) <= published, `${fact.path} (${lang}) names ${year}, published ${fact.publishedDate}`).toBe(true);
      }
    }
  });

  it("queue facts not yet due one a day, each in every language, so the catalogue grows by one a day", () => {
    const queued = catalogue.facts.filter((f) => f.publishedDate > today);
    expect(new Set(queued.map((f) => f.publishedDate)).size).toBe(queued.length);
    for (const fact of queued) expect(Object.keys(fact.translations).sort(), fact.path).toEqual(["en", "ko"]);
  });
});
