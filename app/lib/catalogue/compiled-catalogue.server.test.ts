import { describe, expect, expectTypeOf, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { compileCatalogue, CompiledCatalogueError, readCompiledCatalogue, sourceDigest } from "./compiled-catalogue.server";
import { loadCatalogue } from "./load-catalogue.server";
import type { Fact, FactTranslation } from "./schema";

const digest = "d".repeat(64);
/** The plain data of a catalogue's facts, as a page or a test would read it. */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const catalogue = fixtureCatalogue([
  fact(
    "space",
    "venus-day",
    "2024-05-22",
    {
      detail: ['Detail with "quotes", a \\ and\nnew line.', "Second paragraph."],
      seoDescription: "Short.",
      reviewedAt: "2026-11-23",
      reviewedAgainst: "0123456789ab",
    },
    { body: "금성의 하루는 1년보다 길다 🪐.", tags: ["금성", "행성", "자전", "하루"] },
  ),
  {
    ...fact("animals", "octopus-hearts", "2024-06-01", { readingTimeMinutes: 2 }),
    sources: [{ publisher: "NOAA", title: "Octopus", url: "https://oceanservice.noaa.gov/" }],
  },
  {
    ...fact("space", "no-english", "2023-01-01", undefined, { seoKeywords: ["하나", "둘", "셋", "넷", "다섯", "여섯"] }, [
      { en: "first", ko: "첫", note: { en: "number one", ko: "하나째" } },
      { en: "second", ko: "둘째" },
      { en: "third", ko: "문단" },
    ]),
    updatedDate: "2023-02-01",
    ogImage: "https://example.com/a.png",
    corrections: [
      {
        date: "2023-02-01",
        langs: ["ko"],
        note: { en: 'The Korean said "two".', ko: "한국어 본문이 ‘둘’이라고 했습니다." },
        withdrawn: { ko: ["둘이라고"] },
      },
    ],
  },
]);

describe("compiled catalogue", () => {
  it("reads back exactly the validated catalogue, in the same order, with the same lookups", () => {
    const read = readCompiledCatalogue(compileCatalogue(catalogue, digest), digest);
    expect(plain(read.facts)).toEqual(plain(catalogue.facts));
    expect(read.categories).toEqual(catalogue.categories);
    expect(read.facts.map((f) => f.path)).toEqual(catalogue.facts.map((f) => f.path));
    expect([...read.byPath.keys()]).toEqual([...catalogue.byPath.keys()]);
    expect([...read.byCategory].map(([slug, facts]) => [slug, facts.map((f) => f.path)])).toEqual(
      [...catalogue.byCategory].map(([slug, facts]) => [slug, facts.map((f) => f.path)]),
    );
  });

  it("can be spread, listed and copied like the plain fact (issue #32: a spread lost the texts)", () => {
    const read = readCompiledCatalogue(compileCatalogue(catalogue, digest), digest);
    for (const fact of read.facts) {
      const validated = catalogue.byPath.get(fact.path)!;
      const { translations, ...copy } = { ...fact };
      const { translations: validatedTranslations, ...validatedCopy } = validated;
      expect(copy).toEqual(validatedCopy);
      expect(Object.keys(fact).sort()).toEqual(Object.keys(validated).sort());
      for (const lang of Object.keys(validatedTranslations) as (keyof typeof translations)[]) {
        const spread = { ...translations[lang]! };
        expect(spread).toEqual(validatedTranslations[lang]);
        expect(Object.keys(spread).sort()).toEqual(Object.keys(validatedTranslations[lang]!).sort());
        expect("body" in translations[lang]!).toBe(true);
      }
    }
    // An absent optional text is absent, not a key that reads undefined.
    const venus = read.byPath.get("/fact/space/venus-day")!;
    expect("sources" in { ...venus }).toBe(false);
    expect("seoDescription" in { ...venus.translations.ko! }).toBe(false);
  });

  it("gives each field as the validated fact has it, absent ones included", () => {
    const read = readCompiledCatalogue(compileCatalogue(catalogue, digest), digest);
    const venus = read.byPath.get("/fact/space/venus-day")!;
    expect(venus.translations.en?.detail).toEqual(['Detail with "quotes", a \\ and\nnew line.', "Second paragraph."]);
    expect(venus.translations.ko?.body).toBe("금성의 하루는 1년보다 길다 🪐.");
    expect(venus.translations.ko?.tags).toEqual(["금성", "행성", "자전", "하루"]);
    expect(venus.translations.en?.reviewedAt).toBe("2026-11-23");
    expect(venus.translations.ko?.reviewedAt).toBeUndefined();
    expect(venus.translations.en?.reviewedAgainst).toBe("0123456789ab");
    expect(venus.translations.ko?.reviewedAgainst).toBeUndefined();
    expect(venus.translations.ko?.seoDescription).toBeUndefined();
    expect(venus.translations.en?.readingTimeMinutes).toBeUndefined();
    expect(venus.sources).toBeUndefined();
    expect(venus.corrections).toBeUndefined();
    expect(venus.glossary).toEqual(catalogue.byPath.get("/fact/space/venus-day")!.glossary);
    expect(Object.keys(venus.translations)).toEqual(["en", "ko"]);
    const octopus = read.byPath.get("/fact/animals/octopus-hearts")!;
    expect(octopus.sources).toEqual([{ publisher: "NOAA", title: "Octopus", url: "https://oceanservice.noaa.gov/" }]);
    expect(octopus.translations.en?.readingTimeMinutes).toBe(2);
    expect(octopus.translations.ko).toBeUndefined();
    const noEnglish = read.byPath.get("/fact/space/no-english")!;
    expect(noEnglish.translations.ko?.seoKeywords).toHaveLength(6);
    expect(noEnglish.glossary[0]).toEqual({ en: "first", ko: "첫", note: { en: "number one", ko: "하나째" } });
    expect(noEnglish.corrections).toEqual([
      {
        date: "2023-02-01",
        langs: ["ko"],
        note: { en: 'The Korean said "two".', ko: "한국어 본문이 ‘둘’이라고 했습니다." },
        withdrawn: { ko: ["둘이라고"] },
      },
    ]);
  });

  it("round-trips the real catalogue", () => {
    const real = loadCatalogue("data");
    const read = readCompiledCatalogue(compileCatalogue(real, digest), digest);
    expect(plain(read.facts)).toEqual(plain(real.facts));
  });

  it("is told of every field a fact has (a new schema field fails the typecheck here until the layout carries it)", () => {
    expectTypeOf<keyof Fact>().toEqualTypeOf<
      | "id"
      | "slug"
      | "category"
      | "path"
      | "addedAt"
      | "publishedDate"
      | "updatedDate"
      | "ogImage"
      | "priority"
      | "sources"
      | "glossary"
      | "corrections"
      | "translations"
    >();
    expectTypeOf<keyof FactTranslation>().toEqualTypeOf<
      "title" | "body" | "detail" | "tags" | "seoKeywords" | "seoDescription" | "readingTimeMinutes" | "reviewedAt" | "reviewedAgainst"
    >();
  });

  it("refuses a file made from other sources", () => {
    expect(() => readCompiledCatalogue(compileCatalogue(catalogue, digest), "e".repeat(64))).toThrow(/other sources/);
  });

  it("refuses a damaged, truncated or foreign file", () => {
    const bytes = compileCatalogue(catalogue, digest);
    const flipped = Buffer.from(bytes);
    flipped[Math.floor(flipped.length / 2)]! ^= 1;
    expect(() => readCompiledCatalogue(flipped, digest)).toThrow(/checksum/);
    expect(() => readCompiledCatalogue(bytes.subarray(0, bytes.length - 100), digest)).toThrow(CompiledCatalogueError);
    expect(() => readCompiledCatalogue(Buffer.from("[]"), digest)).toThrow(/not a compiled catalogue/);
    expect(() => readCompiledCatalogue(Buffer.alloc(0), digest)).toThrow(/not a compiled catalogue/);
  });

  it("names sources by their names and exact bytes", () => {
    const a = [
      { name: "categories.json", bytes: Buffer.from("[]") },
      { name: "facts/a.json", bytes: Buffer.from("[1]") },
    ];
    expect(sourceDigest(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(sourceDigest(a)).toBe(sourceDigest(a.map((f) => ({ ...f, bytes: Buffer.from(f.bytes) }))));
    expect(sourceDigest(a)).not.toBe(sourceDigest([a[0]!, { name: "facts/a.json", bytes: Buffer.from("[2]") }]));
    expect(sourceDigest(a)).not.toBe(sourceDigest([a[0]!, { name: "facts/b.json", bytes: Buffer.from("[1]") }]));
    // A byte moved from one file to the next is another catalogue.
    expect(
      sourceDigest([
        { name: "x", bytes: Buffer.from("ab") },
        { name: "y", bytes: Buffer.from("c") },
      ]),
    ).not.toBe(
      sourceDigest([
        { name: "x", bytes: Buffer.from("a") },
        { name: "y", bytes: Buffer.from("bc") },
      ]),
    );
  });
});
