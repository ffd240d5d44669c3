import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../app/lib/catalogue/catalogue";
import { CATEGORIES, fact } from "../../test/fixtures/catalogue";
import { checkCatalogue } from "./check-catalogue";
import { EDITORIAL_CHECKS } from "./editorial-rules";
import { formatProblem } from "./waivers";
import { withdrawnProblems } from "./withdrawn";

const correction = {
  date: "2026-02-01",
  langs: ["en", "ko"],
  note: { en: "It was not the first item ever scanned.", ko: "처음 찍은 상품이 아니었습니다." },
  withdrawn: { en: ["first item ever scanned"], ko: ["처음 찍은 상품"] },
};

function catalogueOf(en: object, ko: object) {
  const record = { ...fact("space", "gum", "2026-01-01", en, ko), updatedDate: "2026-02-01", corrections: [correction] };
  return buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
}

describe("withdrawn phrases", () => {
  it("passes a fact whose texts no longer say what its correction withdrew", () => {
    const catalogue = catalogueOf({ seoKeywords: ["gum", "upc", "barcode", "first upc scan", "ohio"] }, {});
    expect(withdrawnProblems(catalogue.facts[0]!)).toEqual([]);
  });

  it("fails the content checks on a withdrawn phrase put back in a keyword, naming the fact and the field", () => {
    const catalogue = catalogueOf({ seoKeywords: ["gum", "upc", "barcode", "First Item Ever  Scanned", "ohio"] }, {});
    // The fixture is a short, unreviewed fact: the editorial rules (editorial-rules.ts) are not what is tested here.
    const problems = checkCatalogue(catalogue, [], []).problems.filter((p) => !EDITORIAL_CHECKS.includes(p.check));
    expect(problems.map(formatProblem)).toEqual([
      '/fact/space/gum en.seoKeywords.3 withdrawn: says "first item ever scanned", which correction 1 (2026-02-01) withdrew',
    ]);
  });

  it("looks in every text of the language it was withdrawn from, and only there", () => {
    const catalogue = catalogueOf(
      { title: "The first item ever scanned", tags: ["alpha", "beta", "처음 찍은 상품"] },
      { body: "바코드로 처음 찍은 상품이었습니다.", seoDescription: "처음 찍은 상품.", tags: ["알파", "베타", "first item ever scanned"] },
    );
    expect(withdrawnProblems(catalogue.facts[0]!).map((p) => p.field)).toEqual(["en.title", "ko.body", "ko.seoDescription"]);
  });
});
