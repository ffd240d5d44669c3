import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
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
  });
});
