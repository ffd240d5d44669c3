import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { correctTypos, findFacts } from "./find-facts";
import { highlightPassage, highlightQuery, mergeRanges } from "./highlight";
import { segmentsOf } from "./segments";
import { choseongShadow, wordVariants } from "./matchers";
import { foldForMatch, normalizeQuery } from "./normalize";
import { searchFacts } from "./search-facts";
import { searchIndex } from "./search-index";
import { significantWords } from "./stop-words";
import { suggestFacts } from "./suggest-facts";

const catalogue = fixtureCatalogue([
  fact(
    "animals",
    "sharks",
    "2024-05-22",
    {
      title: "Sharks Are Older Than Trees",
      body: "Sharks appeared long before forests.",
      tags: ["shark", "fossil", "evolution", "ocean", "fish"],
    },
    { title: "상어는 나무보다 오래되었다", body: "상어는 숲보다 먼저 나타났습니다.", tags: ["상어", "화석", "진화", "바다", "물고기"] },
  ),
  fact(
    "space",
    "honey-moon",
    "2024-05-23",
    {
      title: "Honey Moon",
      body: "A moon (a+b) named for honey 🍯.",
      detail: ["Trees and sharks are not here.", "A comet named Zephyrine visits."],
      tags: ["moon", "honey", "june", "sky", "name"],
      seoKeywords: ["why is it called a honey moon", "strawberry full moon", "june full moon name", "moon names", "honey month"],
    },
    { title: "허니문의 유래", body: "꿀과 달에 얽힌 이야기입니다. 꿀벌들이 날아듭니다.", tags: ["꿀", "달", "허니문", "유월", "하늘"] },
  ),
  fact("space", "trees-title", "2024-05-24", { title: "Trees", body: "Plain.", tags: ["a", "b", "c", "d", "e"] }),
  fact(
    "space",
    "older-trees",
    "2024-05-25",
    { title: "Old trees of the world", body: "Plain.", tags: ["a", "b", "c", "d", "e"] },
    { title: "하나의 우주 GPS 위성", body: "GPS 위성 이야기입니다.", tags: ["위성", "gps", "c", "d", "e"] },
  ),
]);

const slugs = (query: string, lang: "en" | "ko" = "en") =>
  searchFacts(searchIndex(catalogue), lang, normalizeQuery(query)).map((h) => h.fact.slug);
const marked = (text: string, query: string, initials = false) =>
  segmentsOf(highlightQuery(text, query, { initials }))
    .filter((s) => s.match)
    .map((s) => s.text);

describe("normalisation", () => {
  it("uses NFC, folds case and full-width forms, collapses spaces, and keeps text positions", () => {
    expect(normalizeQuery("상어".normalize("NFD"))).toBe("상어");
    expect(normalizeQuery("ＳＨＡＲＫ　１２")).toBe("shark 12");
    expect(normalizeQuery("  Big \n\t Sharks ")).toBe("big sharks");
    expect(foldForMatch("Ａb 상어")).toBe("ab 상어");
  });
  it("folds the rest of a text that holds a capital whose lower case is longer (Turkish İ)", () => {
    // The real catalogue's tittle fact writes İ: the whole text once stayed unfolded, so "english" missed it.
    const text = "English words. Turkish capitals write İ with a dot.";
    expect(foldForMatch(text)).toBe("english words. turkish capitals write i with a dot.");
    expect(foldForMatch(text)).toHaveLength(text.length);
  });
  it("cuts queries at 100 characters instead of rejecting them", () => {
    expect(normalizeQuery("a".repeat(500))).toHaveLength(100);
    expect(normalizeQuery(null)).toBe("");
  });
  it("shadows Hangul syllables with their initial consonants, position for position", () => {
    expect(choseongShadow("허니문 gps")).toBe("ㅎㄴㅁ gps");
  });
});

describe("matching", () => {
  it("is case-insensitive across title, body, detail, category and tags", () => {
    expect(slugs("SHARKS")).toContain("sharks");
    expect(slugs("forests")).toEqual(["sharks"]);
    expect(slugs("animals")).toEqual(["sharks"]);
    expect(slugs("fossil")).toEqual(["sharks"]);
  });
  it("searches every paragraph of the explanation, but never the SEO keywords", () => {
    expect(slugs("zephyrine")).toEqual(["honey-moon"]);
    expect(slugs("strawberry")).toEqual([]);
  });
  it("gives nothing for an empty query and skips untranslated facts", () => {
    expect(slugs("")).toEqual([]);
    expect(slugs("trees", "ko")).toEqual([]);
  });
  it("matches Korean queries, including NFD input", () => {
    expect(slugs("상어".normalize("NFD"), "ko")).toEqual(["sharks"]);
    expect(slugs("꿀", "ko")).toEqual(["honey-moon"]);
  });
  it("treats regular-expression characters and emoji literally", () => {
    expect(slugs("(a+b)")).toEqual(["honey-moon"]);
    expect(slugs(".*")).toEqual([]);
    expect(slugs("🍯")).toEqual(["honey-moon"]);
  });
  it("matches every word in any order (AND), with plurals folded", () => {
    expect(slugs("trees sharks").sort()).toEqual(["honey-moon", "sharks"]);
    expect(slugs("trees penguins")).toEqual([]);
    expect(slugs("shark")).toContain("sharks");
    expect(slugs("moons")).toEqual(["honey-moon"]);
  });
  it("finds 초성 queries in titles and tags", () => {
    expect(slugs("ㅎㄴ", "ko").sort()).toEqual(["honey-moon", "older-trees"]);
    expect(slugs("ㄲ", "ko")).toEqual(["honey-moon"]);
    expect(slugs("ㅅㅇ", "ko")).toEqual(["sharks"]);
    expect(slugs("ㅋㅋ", "ko")).toEqual([]);
  });
  it("finds a half-typed last syllable", () => {
    expect(slugs("꿀벌ㄷ", "ko")).toEqual(["honey-moon"]);
    expect(slugs("허ㄴ", "ko")).toEqual(["honey-moon"]);
    expect(slugs("상ㅇ", "ko")).toEqual(["sharks"]);
  });
  it("matches mixed Korean and Latin queries", () => {
    expect(slugs("gps 위성", "ko")).toEqual(["older-trees"]);
    expect(slugs("GPS ㅇㅈ", "ko")).toEqual(["older-trees"]);
  });
});

describe("Korean particles", () => {
  it("finds what the bare noun finds, and ranks facts holding the word as typed first", () => {
    expect(slugs("상어를", "ko")).toEqual(["sharks"]);
    expect(slugs("허니문이", "ko")).toEqual(["honey-moon"]);
    expect(slugs("꿀벌들이", "ko")).toEqual(["honey-moon"]);
    expect(slugs("꿀을", "ko")).toEqual(["honey-moon"]);
    expect(marked("상어는 나무보다", "상어를")).toEqual(["상어"]);
  });
  it("matches a one-syllable stem only as a word of its own", () => {
    // 달은 → 달 finds 달에 (a word with a particle) but not 달 inside a longer word.
    expect(slugs("달은", "ko")).toEqual(["honey-moon"]);
    expect(marked("달에 얽힌 이야기, 달걀", "달은")).toEqual(["달"]);
  });
});

describe("ranking", () => {
  it("orders exact title, title prefix, title word, tags, category, body, detail", () => {
    const ranked = slugs("trees");
    expect(ranked[0]).toBe("trees-title");
    expect(ranked.indexOf("older-trees")).toBeLessThan(ranked.indexOf("honey-moon"));
    expect(ranked.indexOf("sharks")).toBeLessThan(ranked.indexOf("honey-moon"));
    expect(slugs("honey")[0]).toBe("honey-moon");
  });
  it("breaks ties newest first", () => {
    const both = searchFacts(searchIndex(catalogue), "en", "plain").map((h) => h.fact.slug);
    expect(both).toEqual(["older-trees", "trees-title"]);
  });

  describe("a Latin word typed whole", () => {
    const words = searchIndex(
      fixtureCatalogue([
        fact("animals", "bees", "2024-01-01", { title: "Honey is made by bees", body: "A bee carries nectar home." }),
        fact("animals", "beetles", "2024-02-01", { title: "Beetles outnumber other animals", body: "Plain." }),
        fact("space", "rovers", "2024-03-01", { title: "Rovers on Mars", body: "Plain." }),
        fact("space", "trench", "2024-04-01", { title: "The Mariana Trench is deep", body: "Plain." }),
        fact("animals", "sharks", "2024-05-01", { title: "Sharks are old", body: "Plain." }),
        fact("space", "shares", "2024-06-01", { title: "Company shares rose", body: "Plain." }),
      ]),
    );
    const found = (query: string) => searchFacts(words, "en", query).map((h) => h.fact.slug);

    it("ranks facts that have it as a word of its own, plural included, before those with longer words starting so", () => {
      expect(found("bee")).toEqual(["bees", "beetles"]);
    });
    it("folds a plural to a whole word only: mars is not mar in Mariana", () => {
      expect(found("mars")).toEqual(["rovers"]);
    });
    it("still finds a half-typed word at word starts, titles that begin with it first", () => {
      expect(found("shar")).toEqual(["sharks", "shares"]);
    });
  });

  it("ranks a query of several words by the word found in the weakest place", () => {
    const skies = searchIndex(
      fixtureCatalogue([
        fact("space", "why-blue", "2024-01-01", { title: "Why the sky is blue", body: "Plain." }),
        fact("space", "mars-sunsets", "2024-02-01", { title: "Sunsets on Mars are blue", body: "The sky there is red." }),
      ]),
    );
    expect(searchFacts(skies, "en", "why is the sky blue").map((h) => h.fact.slug)).toEqual(["why-blue", "mars-sunsets"]);
  });

  it("ranks a fact tagged with a one-syllable Korean word, or with it as a key term, before a title where it is a stem", () => {
    const korean = searchIndex(
      fixtureCatalogue([
        fact(
          "animals",
          "pollinators",
          "2024-01-01",
          { title: "Pollinators feed us", body: "Plain." },
          { title: "꽃가루를 옮기는 곤충", body: "곤충이 꽃가루를 옮깁니다.", tags: ["벌", "꽃", "곤충"] },
        ),
        fact(
          "space",
          "strike",
          "2024-02-01",
          { title: "The first strike", body: "Plain." },
          { title: "일꾼들이 파업을 벌였다", body: "기록에 남은 파업입니다.", tags: ["파업", "역사", "일꾼"] },
        ),
      ]),
    );
    const dragon = searchIndex(
      fixtureCatalogue([
        fact(
          "space",
          "burner",
          "2024-01-01",
          { title: "A Baekje burner", body: "A dragon holds the burner." },
          { title: "백제의 향로", body: "용 한 마리가 향로를 받치고 있습니다." },
          [
            { en: "dragon", ko: "용" },
            { en: "burner", ko: "향로" },
            { en: "Baekje", ko: "백제" },
          ],
        ),
        fact("space", "enzyme", "2024-02-01", { title: "Enzymes at work" }, { title: "효소가 작용하는 방식", body: "효소 이야기입니다." }),
      ]),
    );
    expect(searchFacts(dragon, "ko", "용").map((h) => h.fact.slug)).toEqual(["burner", "enzyme"]);
    expect(searchFacts(korean, "ko", "벌").map((h) => h.fact.slug)).toEqual(["pollinators", "strike"]);
    // 벌을 is the noun: 벌였다 (벌이다, a verb) is not 벌 with a particle, as 였다 follows a vowel only.
    expect(searchFacts(korean, "ko", "벌을").map((h) => h.fact.slug)).toEqual(["pollinators"]);
  });
});

describe("highlightQuery", () => {
  it("marks every matched word, case-insensitively, as text segments", () => {
    expect(segmentsOf(highlightQuery("Shark, shark!", "shark"))).toEqual([
      { text: "Shark", match: true },
      { text: ", ", match: false },
      { text: "shark", match: true },
      { text: "!", match: false },
    ]);
    expect(marked("Sharks are older than trees", "trees sharks")).toEqual(["Sharks", "trees"]);
  });
  it("never turns input into markup", () => {
    expect(segmentsOf(highlightQuery("<b>x</b>", "<b>"))[0]).toEqual({ text: "<b>", match: true });
  });
  it("shows the summary when the query is in it, else the first sentence of the explanation it is in", () => {
    const sunflowers = {
      body: "Young sunflowers follow the sun.",
      detail: ["They turn east at night. Their warm faces draw bees in the morning.", "Bees visit warm flowers more."],
    };
    const shown = (query: string) => segmentsOf(highlightPassage(sunflowers, query));
    expect(shown("follow")).toEqual([
      { text: "Young sunflowers ", match: false },
      { text: "follow", match: true },
      { text: " the sun.", match: false },
    ]);
    expect(shown("bees")).toEqual([
      { text: "Their warm faces draw ", match: false },
      { text: "bees", match: true },
      { text: " in the morning.", match: false },
    ]);
    expect(shown("꿀")).toEqual([{ text: "Young sunflowers follow the sun.", match: false }]);
  });
  it("marks a whole word with its plural or possessive, and only the typed start of a longer word", () => {
    expect(marked("Bees and a bee's nest, beetles, boxes", "bee box")).toEqual(["Bees", "bee's", "bee", "boxes"]);
  });
  it("highlights Korean searched in NFD form, 초성 on the matched syllables, and half-typed syllables", () => {
    expect(marked("상어는", "상어".normalize("NFD"))).toEqual(["상어"]);
    expect(marked("허니문의 유래", "ㅎㄴ", true)).toEqual(["허니"]);
    expect(marked("꿀벌들이 날아듭니다", "꿀벌ㄷ")).toEqual(["꿀벌들"]);
  });
});

describe("mergeRanges", () => {
  it("sorts, merges overlapping and touching ranges, and flattens them", () => {
    expect(
      mergeRanges([
        [5, 8],
        [0, 2],
        [1, 3],
        [3, 4],
        [10, 11],
      ]),
    ).toEqual([0, 4, 5, 8, 10, 11]);
    expect(mergeRanges([])).toEqual([]);
  });
  it("highlights a plural query's longer form once", () => {
    expect(highlightQuery("Sharks swim", "sharks").marks).toEqual([0, 6]);
  });
});

describe("typo correction", () => {
  it("corrects a word the catalogue does not know to the closest one it does", () => {
    const index = searchIndex(catalogue);
    expect(correctTypos(index, "fosil")).toBe("fossil");
    expect(correctTypos(index, "fossil")).toBeNull();
    expect(correctTypos(index, "허니뭉")).toBe("허니문");
  });
  it("searches a query that finds nothing as corrected, and says so; never when the query finds something", () => {
    const index = searchIndex(catalogue);
    const found = findFacts(index, "en", "fosil");
    expect(found.didYouMean).toBe("fossil");
    expect(found.facts.map((f) => f.fact.slug)).toEqual(["sharks"]);
    expect(findFacts(index, "en", "fossil").didYouMean).toBeUndefined();
  });
});

describe("wordVariants", () => {
  it("folds simple English plurals", () => {
    expect(wordVariants("sharks")).toContain("shark");
    expect(wordVariants("flies")).toContain("fly");
    expect(wordVariants("glass")).toEqual(["glass"]);
  });
});

describe("reader-facing matching (issue 17)", () => {
  const words = fixtureCatalogue([
    // Titles and bodies only, so these facts hold whatever shape the fixture gives the other fields.
    fact("space", "marathon", "2024-05-01", { title: "The Marathon Moon", body: "Runners south of the equator." }),
    fact(
      "space",
      "honey",
      "2024-05-02",
      { title: "Honey on the Moon", body: "An octopus is not here." },
      { title: "허니문 이야기", body: "벌꿀과 달의 이야기입니다." },
    ),
  ]);
  const index = searchIndex(words);
  const found = (query: string, lang: "en" | "ko" = "en") => searchFacts(index, lang, normalizeQuery(query)).map((h) => h.fact.slug);

  it("matches English at word starts only", () => {
    expect(found("hon")).toEqual(["honey"]);
    expect(found("thon")).toEqual([]);
    expect(marked("Runners south of the equator.", "the")).toEqual(["the"]);
    expect(marked("The southern theory", "the")).toEqual(["The", "the"]);
  });

  it("keeps Korean substring and 초성 matching", () => {
    expect(found("꿀", "ko")).toEqual(["honey"]);
    expect(marked("벌꿀과 달", "꿀")).toEqual(["꿀"]);
    expect(found("ㅎㄴㅁ", "ko")).toEqual(["honey"]);
  });

  it("skips stop words when other words are present, and keeps them when they are all there is", () => {
    expect(significantWords("the moon")).toEqual(["moon"]);
    expect(significantWords("the")).toEqual(["the"]);
    expect(marked("The Marathon Moon", "the moon")).toEqual(["Moon"]);
    expect(found("the moon").sort()).toEqual(["honey", "marathon"]);
    expect(found("of the").sort()).toEqual(["marathon"]);
  });

  it("never suggests a fact whose title has no match", () => {
    expect(suggestFacts(index, "en", "octo", 5)).toEqual([]);
    expect(found("octo")).toEqual(["honey"]);
    const honey = suggestFacts(index, "en", "hon", 5);
    expect(honey.map((s) => s.fact.slug)).toEqual(["honey"]);
    expect(
      segmentsOf(honey[0]!.title)
        .filter((s) => s.match)
        .map((s) => s.text),
    ).toEqual(["Hon"]);
    expect(suggestFacts(index, "en", "moon", 1)).toHaveLength(1);
  });
});
