import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../catalogue/catalogue";
import { CATEGORIES, fact } from "../../../test/fixtures/catalogue";
import { checkCatalogue } from "./check-catalogue";
import { styleProblems } from "./style";
import { formatProblem } from "./waivers";

const NAMES = [{ en: "Naro Space Center", ko: "나로우주센터" }];

function problems(en: object, ko: object = {}) {
  const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [
    { file: "facts.json", json: [fact("space", "naro", "2026-01-01", en, ko)] },
  ]);
  return styleProblems(catalogue.facts[0]!, NAMES).map(formatProblem);
}

describe("house style", () => {
  it("passes BCE/CE, British spelling and Korean without semicolons", () => {
    expect(problems({ body: "Built around 2560 BCE, its colour is grey; it is 146 metres tall." })).toEqual([]);
  });

  it("asks for BCE and CE instead of BC and AD", () => {
    expect(problems({ body: "Caesar made 46 BC last 445 days." })).toEqual(['/fact/space/naro body era: writes "46 BC"; write BCE or CE']);
    expect(problems({ title: "Rebuilt in AD 609" })).toEqual(['/fact/space/naro title era: writes "AD 609"; write BCE or CE']);
  });

  it("asks for British spelling, in tags too, but leaves proper names alone", () => {
    expect(problems({ detail: ["It is 30 meters long.", "The second paragraph goes further."], tags: ["alpha", "beta", "Color"] })).toEqual(
      [
        '/fact/space/naro detail.0 spelling: writes "meters"; write "metres" (British spelling)',
        '/fact/space/naro tags.2 spelling: writes "Color"; write "colour" (British spelling)',
      ],
    );
    expect(problems({ body: "It was launched from the Naro Space Center." })).toEqual([]);
  });

  it("refuses a semicolon in Korean", () => {
    expect(problems({}, { body: "헬륨은 가볍습니다; 그래서 날아갑니다." })).toEqual([
      "/fact/space/naro body semicolon: ko uses a semicolon; end the sentence or join the clauses as Korean does (-고, -는데)",
    ]);
  });

  it("fails check:content unless a reviewed waiver sets the rule aside for that text", () => {
    const record = fact("space", "naro", "2026-01-01", { body: "Caesar made 46 BC last 445 days." }, {});
    const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
    const waiver = { path: "/fact/space/naro", check: "era", field: "body", reason: "A quotation that must keep its own era notation." };
    expect(checkCatalogue(catalogue, [], []).problems.map((p) => p.check)).toContain("era");
    expect(checkCatalogue(catalogue, [], [{ file: "waivers.json", json: [waiver] }]).problems.map((p) => p.check)).not.toContain("era");
  });
});
