import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { sourceProblems, sourceWaiverSchema } from "../../app/lib/content/sources";
import { seoulDay } from "../../app/lib/time/seoul-day";

// Sources one tap away (issue 33, item 2): how many facts a reader can check through a link, counted honestly.
const catalogue = loadCatalogue("data");
const today = seoulDay(new Date());

describe("linked sources", () => {
  it("are counted over the whole catalogue, with those a reviewer checked (checkedAt) on a day that has been", () => {
    const linked = catalogue.facts.filter((f) => f.sources?.some((s) => s.url));
    const checked = catalogue.facts.filter((f) => f.sources?.some((s) => s.url && s.checkedAt));
    const share = (n: number) => `${n}/${catalogue.facts.length} (${((100 * n) / catalogue.facts.length).toFixed(1)}%)`;
    console.info(`facts with a linked source: ${share(linked.length)}; with one checked in a stored copy: ${share(checked.length)}`);
    for (const fact of catalogue.facts)
      for (const source of fact.sources ?? []) if (source.checkedAt) expect(source.checkedAt <= today, fact.path).toBe(true);
    expect(checked.length).toBeLessThanOrEqual(linked.length);
    // Issue 33: at least 80 % of facts with a source read in a stored copy; 319 of 360 (88.6 %) on 2026-11-27.
    expect(checked.length / catalogue.facts.length).toBeGreaterThanOrEqual(0.8);
  });

  it("leave no fact without a checked source or a reviewed waiver, and no stale waiver", () => {
    const waivers = readdirSync("data")
      .filter((name) => /^source-waivers-[a-z]+\.json$/.test(name))
      .flatMap((name) => sourceWaiverSchema.array().parse(JSON.parse(readFileSync(`data/${name}`, "utf8"))));
    expect(waivers.length).toBeGreaterThan(0);
    expect(sourceProblems(catalogue.facts, waivers)).toEqual([]);
  });

  it("name their publisher, and an http or https address where they link", () => {
    for (const fact of catalogue.facts)
      for (const source of fact.sources ?? []) {
        expect(source.publisher.trim(), fact.path).not.toBe("");
        if (source.url) expect(new URL(source.url).protocol, fact.path).toMatch(/^https?:$/);
      }
  });
});
