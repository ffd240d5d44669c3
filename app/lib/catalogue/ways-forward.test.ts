import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { categoriesByName, waysForward } from "./ways-forward";

const catalogue = fixtureCatalogue(
  ["a", "b", "c", "d"].map((slug, i) => fact(i % 2 ? "space" : "animals", slug, `2024-05-0${i + 1}`, {}, i < 3 ? {} : undefined)),
);

describe("ways forward from a dead end", () => {
  it("sorts the categories by name in the page's language", () => {
    expect(categoriesByName(catalogue, "en").map((c) => c.name)).toEqual(["Animals", "Space"]);
    expect(categoriesByName(catalogue, "ko").map((c) => c.name)).toEqual(["동물", "우주"]);
  });

  it("offers three translated facts, the same for the same address", () => {
    const a = waysForward(catalogue, "ko", "/ko/nope");
    expect(a.facts).toHaveLength(3);
    expect(a.facts.every((f) => f.href.startsWith("/ko/fact/") && f.path !== "/fact/space/d")).toBe(true);
    expect(waysForward(catalogue, "ko", "/ko/nope")).toEqual(a);
  });
});
