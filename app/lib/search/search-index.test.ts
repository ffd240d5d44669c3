import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../catalogue/load-catalogue.server";
import { searchFacts } from "./search-facts";
import { searchIndex, whenSearchIndexed } from "./search-index";
import { vocabularyOf } from "./vocabulary";

describe("building the search index in the background", () => {
  it("lets other work run between slices, then gives the same index every search uses", async () => {
    const catalogue = loadCatalogue("data");
    const order: string[] = [];
    const pending = whenSearchIndexed(catalogue, { factsPerSlice: 40 }).then(() => order.push("indexed"));
    setImmediate(() => order.push("a request"));
    await pending;
    expect(order).toEqual(["a request", "indexed"]);
    const index = await whenSearchIndexed(catalogue);
    expect(searchIndex(catalogue)).toBe(index);
    expect(index.en.entries.length + index.ko.entries.length).toBe(catalogue.facts.length * 2);
    expect(searchFacts(index, "ko", "꿀").length).toBeGreaterThan(0);
  }, 30_000);

  it("keeps one vocabulary per language index, built on first use if the background build has not made it yet", () => {
    const index = searchIndex(loadCatalogue("data"));
    const built = vocabularyOf(index.ko, "ko");
    expect(vocabularyOf(index.ko, "ko")).toBe(built);
    expect(built.bySkeleton.get("henyo")).toContain("해녀");
    expect(vocabularyOf(index.en, "en").counts.get("octopus")).toBeGreaterThan(0);
  }, 30_000);

  it("indexes every translated fact once, in catalogue order, like the synchronous build", async () => {
    const background = await whenSearchIndexed(loadCatalogue("data"), { factsPerSlice: 7 });
    const direct = searchIndex(loadCatalogue("data"));
    for (const lang of ["en", "ko"] as const) {
      expect(background[lang].entries.map((e) => e.fact.path)).toEqual(direct[lang].entries.map((e) => e.fact.path));
      expect(background[lang].entries.map((e) => e.text)).toEqual(direct[lang].entries.map((e) => e.text));
    }
  }, 30_000);

  it("is started once: concurrent callers share one build", () => {
    const catalogue = loadCatalogue("data");
    expect(whenSearchIndexed(catalogue)).toBe(whenSearchIndexed(catalogue));
  });
});
