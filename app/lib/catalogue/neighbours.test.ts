import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue, twoCategoryCatalogue } from "../../../test/fixtures/catalogue";
import { pickNeighbours } from "./neighbours";
import { seededRng } from "./random";

const catalogue = twoCategoryCatalogue();

describe("pickNeighbours", () => {
  it("splits neighbours into the same category and others, never the fact itself", () => {
    const self = catalogue.byPath.get("/fact/space/a")!;
    const { related, other } = pickNeighbours(catalogue, self, "ko", { rng: seededRng("t") });
    expect(related.map((f) => f.slug).sort()).toEqual(["b", "c"]);
    expect(other.map((f) => f.slug).sort()).toEqual(["d", "e"]);
  });
  it("spreads other topics across the other categories before repeating one", () => {
    const many = fixtureCatalogue([
      ...["a", "b", "c", "d", "e", "f"].map((s, i) => fact("space", `s${s}`, `2024-06-0${i + 1}`, {})),
      ...["a", "b", "c"].map((s, i) => fact("animals", `n${s}`, `2024-06-0${i + 1}`, {})),
    ]);
    const self = many.byPath.get("/fact/space/sa")!;
    for (let seed = 0; seed < 20; seed++) {
      const { other } = pickNeighbours(many, self, "en", { other: 2, rng: seededRng(String(seed)) });
      expect(other.map((f) => f.category)).toEqual(["animals", "animals"]);
    }
    const animal = many.byPath.get("/fact/animals/na")!;
    const { other } = pickNeighbours(many, animal, "en", { other: 5, rng: seededRng("x") });
    expect(other).toHaveLength(5);
    expect(new Set(other.map((f) => f.path)).size).toBe(5);
  });

  it("puts the facts of the category that share the most topics first, a rare topic counting most", () => {
    // Every fact has the same key terms, so only the tags tell them apart.
    const glossary = [
      { en: "body", ko: "본문" },
      { en: "paragraph", ko: "문단" },
      { en: "first", ko: "첫" },
    ];
    const topic = (category: string, slug: string, date: string, tags: string[]) =>
      fact(category, slug, date, { tags }, undefined, glossary);
    const space = fixtureCatalogue([
      topic("space", "venus-day", "2024-01-01", ["venus", "planets", "rotation"]),
      topic("space", "venus-heat", "2024-01-02", ["venus", "heat", "atmosphere"]),
      topic("space", "neptune", "2024-01-03", ["neptune", "planets", "maths"]),
      topic("space", "mars", "2024-01-04", ["mars", "planets", "dust"]),
      topic("space", "comet", "2024-01-05", ["comet", "ice", "tail"]),
      topic("space", "moon", "2024-01-06", ["moon", "tides", "orbit"]),
      topic("animals", "planet-quiz", "2024-01-07", ["planets", "quiz", "games"]),
    ]);
    const self = space.byPath.get("/fact/space/venus-day")!;
    for (let seed = 0; seed < 10; seed++) {
      const { related } = pickNeighbours(space, self, "en", { related: 4, rng: seededRng(String(seed)) });
      expect(related).toHaveLength(4);
      // Venus is on two facts, "planets" on four: the other Venus fact first, then the planets in any order.
      expect(related[0]!.slug).toBe("venus-heat");
      expect(
        related
          .slice(1, 3)
          .map((f) => f.slug)
          .sort(),
      ).toEqual(["mars", "neptune"]);
      // The last place goes to one sharing only what every fact has, drawn at random; never one of another category.
      expect(["comet", "moon"]).toContain(related[3]!.slug);
    }
  });
});
