import { describe, expect, it } from "vitest";
import { buildCatalogue } from "../../app/lib/catalogue/catalogue";
import { CATEGORIES, fact } from "../../test/fixtures/catalogue";
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
    expect(problems({ body: "Built in the 12th century BC by the workmen." })).toEqual([
      '/fact/space/naro body era: writes "century BC"; write BCE or CE',
    ]);
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

  it("asks for curly quotation marks in both languages, and leaves apostrophes alone", () => {
    expect(problems({ title: "The 'Dark Side' of the Moon", body: "The sharks' eyes; it's the Hundred Years' War." })).toEqual([
      "/fact/space/naro title quotation-marks: writes 'Dark Side' with straight quotes; write ‘Dark Side’ (curly single quotes)",
    ]);
    expect(problems({}, { detail: ["'삼'에는 크고 많은 것을 담았습니다.", "둘째 문단입니다."] })).toEqual([
      "/fact/space/naro detail.0 quotation-marks: writes '삼' with straight quotes; write ‘삼’ (curly single quotes)",
    ]);
    expect(problems({ body: "The ‘Dark Side’ of the Moon." }, { body: "달의 ‘어두운 면’입니다." })).toEqual([]);
  });

  it("asks for one date style: day month year in English, 1957년 10월 4일 in Korean", () => {
    expect(problems({ body: "Sputnik 1 went up on 4 October 1957, in October 1957, and came down on 4 January." })).toEqual([]);
    expect(problems({ body: "Sputnik 1 went up on October 4, 1957." })).toEqual([
      '/fact/space/naro body date: writes "October 4"; write day, month, year ("4 October 1957")',
    ]);
    expect(problems({ body: "It went up on the 4th October." })).toEqual([
      '/fact/space/naro body date: writes "4th October"; write day, month, year ("4 October 1957")',
    ]);
    expect(problems({ body: "It went up on 14 Oct 1957." })).toEqual([
      '/fact/space/naro body date: writes "14 Oct 1957"; write day, month, year ("4 October 1957")',
    ]);
    expect(problems({}, { body: "1957년 10월 4일에 발사되었습니다." })).toEqual([]);
    expect(problems({}, { body: "1957.10.4에 발사되었습니다." })).toEqual([
      '/fact/space/naro body date: ko writes "1957.10.4"; write 1957년 10월 4일',
    ]);
    expect(problems({}, { body: "10월4일에 발사되었습니다." })).toEqual([
      '/fact/space/naro body date: ko writes "10월4일"; write 1957년 10월 4일',
    ]);
  });

  it("refuses a semicolon in Korean", () => {
    expect(problems({}, { body: "헬륨은 가볍습니다; 그래서 날아갑니다." })).toEqual([
      "/fact/space/naro body semicolon: ko uses a semicolon; end the sentence or join the clauses as Korean does (-고, -는데)",
    ]);
  });

  it("asks for one to nine in words before a counted noun in English prose, but not in tags", () => {
    expect(problems({ body: "Two scholars and 5 musicians played for 3 hours on a 5 m stage." })).toEqual([
      '/fact/space/naro body counted-number: writes "5 musicians"; spell out one to nine before a counted noun ("five")',
      '/fact/space/naro body counted-number: writes "3 hours"; spell out one to nine before a counted noun ("three")',
    ]);
    expect(problems({ tags: ["alpha", "beta", "3 moons"] })).toEqual([]);
  });

  it("refuses a Korean sentence over the length limit, counted without brackets", () => {
    const clause = "수컷들이 빠르게 깜빡이는 신호를 보내면 이웃끼리 박자가 맞아 들어가고, ";
    const runOn = `${clause.repeat(5)}산비탈 전체가 함께 빛납니다.`;
    expect(problems({}, { body: runOn })).toEqual([
      `/fact/space/naro body sentence-length: ko has a sentence of ${[...runOn].length} characters (limit 140, brackets not counted): "${runOn.slice(0, 30)}…"; split it`,
    ]);
    expect(problems({}, { body: "포티누스 카롤리누스(Photinus carolinus)는 다릅니다. 수컷들이 함께 깜빡입니다." })).toEqual([]);
  });

  it("fails check:content unless a reviewed waiver sets the rule aside for that text", () => {
    const record = fact("space", "naro", "2026-01-01", { body: "Caesar made 46 BC last 445 days." }, {});
    const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
    const waiver = { path: "/fact/space/naro", check: "era", field: "body", reason: "A quotation that must keep its own era notation." };
    expect(checkCatalogue(catalogue, [], []).problems.map((p) => p.check)).toContain("era");
    expect(checkCatalogue(catalogue, [], [{ file: "waivers.json", json: [waiver] }]).problems.map((p) => p.check)).not.toContain("era");
  });

  it("holds corrections' notes and the glossary to British spelling too (planted: the issue's published 'centimeter')", () => {
    const record = {
      ...fact("space", "naro", "2026-01-01", { body: "It is thick." }, {}),
      glossary: [
        { en: "it", ko: "본문", note: { en: "a gray area", ko: "회색 지대" } },
        { en: "is", ko: "naro" },
        { en: "thick", ko: "첫" },
      ],
      corrections: [
        { date: "2026-01-02", langs: ["en"], note: { en: "It said a centimeter; it says 2 cm now.", ko: "2cm로 고쳤습니다." } },
      ],
    };
    const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
    expect(styleProblems(catalogue.facts[0]!, NAMES).map(formatProblem)).toEqual([
      '/fact/space/naro glossary.0.note spelling: writes "gray"; write "grey" (British spelling)',
      '/fact/space/naro corrections.0.note spelling: writes "centimeter"; write "centimetre" (British spelling)',
    ]);
  });

  it("asks for large Korean numbers in 만 units and the counted noun before its number, in correction notes too", () => {
    expect(problems({}, { body: "달까지는 평균 약 384,000km입니다." })).toEqual([
      '/fact/space/naro body large-number: writes "384,000"; write numbers of 1만 or more in 만 units ("38만 4,000")',
    ]);
    expect(problems({}, { detail: ["동굴에서 약 900개 필사본의 조각이 나왔습니다.", "둘째 문단입니다."] })).toEqual([
      '/fact/space/naro detail.0 counted-of: writes "약 900개 필사본의": number-plus-의 before a counted noun; put the noun first ("악사 다섯 명", "필사본 약 900개")',
    ]);
  });

  it("refuses a variant spelling of a listed name anywhere a reader sees Korean, but not inside another listed name", () => {
    const names = [
      { en: "Australia", ko: "호주", variants: ["오스트레일리아"] },
      { en: "Western Australia", ko: "웨스턴오스트레일리아주" },
    ];
    const record = fact(
      "space",
      "naro",
      "2026-01-01",
      {},
      { body: "오스트레일리아 연구진이 웨스턴오스트레일리아주에서 찾았습니다.", tags: ["호주", "베타", "오스트레일리아"] },
    );
    const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
    expect(styleProblems(catalogue.facts[0]!, names).map(formatProblem)).toEqual([
      '/fact/space/naro body name-variant: writes "오스트레일리아"; Australia is written "호주" throughout (data/names-*.json)',
      '/fact/space/naro tags.2 name-variant: writes "오스트레일리아"; Australia is written "호주" throughout (data/names-*.json)',
      '/fact/space/naro glossary.2 name-variant: writes "오스트레일리아"; Australia is written "호주" throughout (data/names-*.json)',
    ]);
  });

  it("asks for glossary headwords in dictionary form, and a reviewed waiver can set one aside", () => {
    const record = fact("space", "naro", "2026-01-01", { body: "Ice melts and flows." }, { body: "얼음이 녹아 흐릅니다." }, [
      { en: "ice", ko: "얼음" },
      { en: "melts", ko: "녹아" },
      { en: "flows", ko: "흐르다" },
    ]);
    const catalogue = buildCatalogue({ file: "categories.json", json: CATEGORIES }, [{ file: "facts.json", json: [record] }]);
    const problem =
      '/fact/space/naro glossary.1 glossary-form: "녹아" ends in the inflectional ending -아; give the dictionary form (녹다, 퇴화하다, 쉬지 않다) or a noun';
    expect(styleProblems(catalogue.facts[0]!, NAMES).map(formatProblem)).toContain(problem);
    const waiver = {
      path: "/fact/space/naro",
      check: "glossary-form",
      field: "glossary.1",
      reason: "A test of a waiver for a glossary term that only looks inflected.",
    };
    const checked = checkCatalogue(catalogue, [], [{ file: "waivers.json", json: [waiver] }]).problems.map(formatProblem);
    expect(checked).not.toContain(problem);
  });
});
