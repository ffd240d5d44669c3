import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../test/fixtures/catalogue";
import { checkCatalogue as checkAll } from "./check-catalogue";
import { checkFact } from "./check-fact";
import { EDITORIAL_CHECKS } from "./editorial-rules";
import { formatProblem } from "./waivers";

const EN = {
  title: "Göbekli Tepe Is About 11,000 Years Old",
  body: "Göbekli Tepe in Türkiye was built around 9500 BCE.",
  detail: [
    "Its pillars weigh up to 10 tonnes. They were probably raised by hunter-gatherers.",
    "Klaus Schmidt dug there until 2014. Its purpose is still debated.",
  ],
  seoDescription: "Göbekli Tepe is about 11,000 years old.",
};
const KO = {
  title: "괴베클리 테페는 약 1만 1,000년 전에 지어졌다",
  body: "튀르키예의 괴베클리 테페는 기원전 9500년쯤 지어졌습니다.",
  detail: [
    "돌기둥의 무게는 최대 10톤입니다. 아마 수렵채집인들이 세웠을 것입니다.",
    "클라우스 슈미트가 2014년까지 발굴했습니다. 용도는 아직 논쟁 중입니다.",
  ],
  seoDescription: "괴베클리 테페는 약 1만 1,000년 되었습니다.",
};
const NAMES = [
  { en: "Göbekli Tepe", ko: "괴베클리 테페" },
  { en: "Klaus Schmidt", ko: "클라우스 슈미트" },
];
const SOURCES = [{ publisher: "Deutsches Archäologisches Institut", title: "Göbekli Tepe" }];

function problems(en: object = {}, ko: object = {}, extra: object = {}) {
  const record = { ...fact("space", "gobekli", "2024-04-01", { ...EN, ...en }, { ...KO, ...ko }), sources: SOURCES, ...extra };
  const catalogue = fixtureCatalogue([record]);
  return checkFact(catalogue.facts[0]!, NAMES).map(formatProblem);
}

describe("checkFact", () => {
  it("passes a faithful pair", () => {
    expect(problems()).toEqual([]);
  });
  it("catches a Korean text that drops a number", () => {
    expect(problems({}, { detail: ["돌기둥은 매우 무겁습니다. 아마 수렵채집인들이 세웠을 것입니다.", KO.detail[1]] })).toEqual([
      "/fact/space/gobekli detail.0 numbers: en says 10; ko does not",
    ]);
  });
  it("catches a Korean text that drops a hedge", () => {
    expect(problems({}, { detail: [KO.detail[0], "클라우스 슈미트가 2014년까지 발굴했습니다. 용도는 신전이었습니다."] })).toEqual([
      '/fact/space/gobekli detail.1 hedges: en hedges ("debated"); ko states it as certain',
    ]);
    expect(problems({ title: "Göbekli Tepe Was Built 11,000 Years Ago" })).toEqual([
      '/fact/space/gobekli title hedges: ko hedges ("약 1"); en states it as certain',
    ]);
  });
  it("catches a Korean text that adds a sentence", () => {
    expect(problems({}, { detail: [KO.detail[0], `${KO.detail[1]} 이곳은 인류 최초의 신전입니다.`] })).toEqual([
      "/fact/space/gobekli detail.1 sentences: en has 2 sentences, ko has 3",
    ]);
  });
  it("catches 그녀 and 섭씨", () => {
    expect(problems({}, { body: "그녀는 기원전 9500년쯤 괴베클리 테페를 지었습니다." })).toContain(
      "/fact/space/gobekli body pronoun: ko uses 그녀; use the name or rephrase",
    );
    expect(
      problems(
        { body: "Göbekli Tepe was built around 9500 BCE at 30°C." },
        { body: "괴베클리 테페는 기원전 9500년쯤 섭씨 30도에서 지어졌습니다." },
      ),
    ).toContain('/fact/space/gobekli body temperature: ko writes "섭씨"; write digits with °C (30°C), as the English does');
  });
  it("catches a misspelled listed name", () => {
    expect(problems({}, { detail: [KO.detail[0], "클라우스 슈밋이 2014년까지 발굴했습니다. 용도는 아직 논쟁 중입니다."] })).toEqual([
      '/fact/space/gobekli detail.1 names: en names "Klaus Schmidt"; ko must write it "클라우스 슈미트"',
    ]);
  });
  it("matches 만/억 forms against English digits", () => {
    expect(problems({ body: "It is 150 million km from the Sun." }, { body: "태양에서 1억 5천만 km 떨어져 있습니다." })).toEqual([]);
  });
  it("asks a record claim for two sources, one of them primary", () => {
    const record = { body: "Göbekli Tepe is the oldest temple, built around 9500 BCE." };
    expect(problems(record)).toEqual([
      '/fact/space/gobekli body records: claims a record ("oldest") but has 1 source; a record claim needs at least 2',
    ]);
    expect(
      problems(
        record,
        {},
        {
          sources: [
            { publisher: "Britannica", title: "Göbekli Tepe" },
            { publisher: "Wikipedia", title: "Göbekli Tepe" },
          ],
        },
      ),
    ).toEqual([
      '/fact/space/gobekli body records: claims a record ("oldest") but cites only encyclopedias; a record claim needs a primary source',
    ]);
    expect(problems(record, {}, { sources: [...SOURCES, { publisher: "Britannica", title: "Göbekli Tepe" }] })).toEqual([]);
  });
});

describe("checkCatalogue", () => {
  const catalogue = fixtureCatalogue([
    { ...fact("space", "gobekli", "2024-04-01", EN, { ...KO, body: "튀르키예의 괴베클리 테페는 지어졌습니다." }), sources: SOURCES },
  ]);
  const names = [{ file: "names-history.json", json: NAMES }];
  // The fixture is short on purpose; its lengths and reviews are editorial-rules.test.ts's concern.
  const checkCatalogue = (...args: Parameters<typeof checkAll>) => {
    const result = checkAll(...args);
    return { ...result, problems: result.problems.filter((p) => !EDITORIAL_CHECKS.includes(p.check)) };
  };
  it("sets aside a problem a reviewed waiver covers, and reports waivers that cover nothing", () => {
    const waiver = {
      path: "/fact/space/gobekli",
      check: "numbers",
      field: "body",
      reason: "The Korean states the date elsewhere in the same paragraph.",
    };
    const hedges = { ...waiver, check: "hedges" };
    const stale = { ...waiver, field: "title" };
    const result = checkCatalogue(catalogue, names, [{ file: "content-waivers-history.json", json: [waiver, hedges, stale] }]);
    expect(result.problems).toEqual([]);
    expect(result.unusedWaivers).toEqual([stale]);
    expect(checkCatalogue(catalogue, names, []).problems.map(formatProblem)).toEqual([
      "/fact/space/gobekli body numbers: en says 9500; ko does not",
      '/fact/space/gobekli body hedges: en hedges ("around 9"); ko states it as certain',
    ]);
  });
  it("reports bad waivers and names that disagree", () => {
    const result = checkCatalogue(
      catalogue,
      [...names, { file: "names-other.json", json: [{ en: "Göbekli Tepe", ko: "괴베크리 테페" }] }],
      [
        {
          file: "content-waivers-x.json",
          json: [
            { path: "/fact/space/nope", check: "numbers", field: "body", reason: "A reason long enough to pass." },
            { path: "/fact/space/gobekli", check: "style", field: "body", reason: "x" },
          ],
        },
      ],
    );
    expect(result.problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        "names Göbekli Tepe names: is listed with two different Korean forms",
        "/fact/space/nope body waivers: waives a check for a fact that does not exist",
        expect.stringMatching(/^content-waivers-x\.json \[1\]\.check format: /),
        expect.stringMatching(/^content-waivers-x\.json \[1\]\.reason format: must explain/),
      ]),
    );
  });
});
