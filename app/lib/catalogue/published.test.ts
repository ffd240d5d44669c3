import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { editionOf, isPublished, publishedAt, publishedOn } from "./published";

const catalogue = fixtureCatalogue([
  fact("space", "old", "2026-11-01", {}, {}),
  fact("space", "today", "2026-11-30", {}, {}),
  fact("animals", "tomorrow", "2026-12-01", {}, {}),
  fact("animals", "next-week", "2026-12-07", {}, {}),
]);
const paths = (c: typeof catalogue) => c.facts.map((f) => f.slug);

describe("scheduled publishing by the Seoul day", () => {
  it("publishes a fact on its day and later, never before", () => {
    expect(isPublished({ publishedDate: "2026-12-01" }, "2026-11-30")).toBe(false);
    expect(isPublished({ publishedDate: "2026-12-01" }, "2026-12-01")).toBe(true);
    expect(isPublished({ publishedDate: "2026-12-01" }, "2026-12-02")).toBe(true);
  });

  it("turns at 15:00 UTC, Seoul midnight, not at UTC midnight", () => {
    expect(paths(publishedAt(catalogue, new Date("2026-11-30T14:59:59.999Z")))).toEqual(["today", "old"]);
    const atMidnight = publishedAt(catalogue, new Date("2026-11-30T15:00:00Z"));
    expect(paths(atMidnight)).toEqual(["tomorrow", "today", "old"]);
    // Still 30 November in UTC, already 1 December in Seoul.
    expect(atMidnight.byPath.has("/fact/animals/tomorrow")).toBe(true);
    expect(atMidnight.byCategory.get("animals")?.map((f) => f.slug)).toEqual(["tomorrow"]);
  });

  it("leaves scheduled facts out of every lookup", () => {
    const view = publishedOn(catalogue, "2026-11-30");
    expect(view.byPath.has("/fact/animals/tomorrow")).toBe(false);
    expect(view.byCategory.get("animals")).toEqual([]);
    expect(view.categories).toBe(catalogue.categories);
  });

  it("keeps one view per published set, and the catalogue itself when nothing waits", () => {
    expect(publishedOn(catalogue, "2026-12-07")).toBe(catalogue);
    const a = publishedOn(catalogue, "2026-12-02");
    expect(publishedOn(catalogue, "2026-12-03")).toBe(a);
    expect(publishedOn(catalogue, "2026-12-07")).toBe(catalogue);
  });

  it("names each published set by its newest date", () => {
    expect(editionOf(publishedOn(catalogue, "2026-11-30"))).toBe("2026-11-30");
    expect(editionOf(publishedOn(catalogue, "2026-12-03"))).toBe("2026-12-01");
    expect(editionOf(publishedOn(catalogue, "2020-01-01"))).toBe("empty");
  });
});
