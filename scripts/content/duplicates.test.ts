import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import type { Fact } from "../../app/lib/catalogue/schema";
import { fact, fixtureCatalogue } from "../../test/fixtures/catalogue";
import { DUPLICATE_THRESHOLD, duplicateProblems, linkSchema, similarPairs, topicTerms } from "./duplicates";

const honey = {
  en: {
    title: "Honey Practically Never Spoils",
    body: "Sealed honey keeps nearly indefinitely: pots of honey in ancient Egyptian tombs were still preserved.",
    tags: ["honey", "food preservation", "ancient Egypt"],
    seoKeywords: ["honey never spoils", "honey shelf life", "Egyptian tomb honey", "why honey lasts", "food preservation"],
  },
  ko: {
    title: "꿀은 사실상 상하지 않는다",
    body: "밀봉한 꿀은 거의 무기한 보관됩니다. 고대 이집트 무덤의 꿀단지도 보존되어 있었습니다.",
    tags: ["꿀", "식품 보존", "고대 이집트"],
    seoKeywords: ["꿀 유통기한", "상하지 않는 꿀", "이집트 무덤 꿀", "꿀 보존", "식품 보존"],
  },
};
// The same claim, retitled, retold and re-tagged in other words, filed under another category.
const nearCopy = {
  en: {
    title: "Why Sealed Honey Lasts for Thousands of Years",
    body: "Honey sealed in a jar can stay edible for millennia: pots found in Egyptian tombs were still preserved after thousands of years.",
    tags: ["honey", "preservation", "Egypt"],
    seoKeywords: ["honey shelf life", "does honey spoil", "honey in Egyptian tombs", "honey preservation", "ancient honey"],
  },
  ko: {
    title: "밀봉된 꿀이 수천 년을 버티는 이유",
    body: "병에 밀봉한 꿀은 수천 년 동안 먹을 수 있는 상태로 남습니다. 이집트 무덤에서 나온 꿀단지는 수천 년 뒤에도 보존되어 있었습니다.",
    tags: ["꿀", "보존", "이집트"],
    seoKeywords: ["꿀 유통기한", "꿀은 상할까", "이집트 무덤의 꿀", "꿀 보존", "고대의 꿀"],
  },
};
const unrelated = {
  en: {
    title: "Venus Spins Backwards",
    tags: ["Venus", "rotation", "planets"],
    seoKeywords: ["venus rotation", "retrograde spin", "venus day", "planets", "solar system"],
  },
  ko: {
    title: "금성은 거꾸로 돈다",
    tags: ["금성", "자전", "행성"],
    seoKeywords: ["금성 자전", "역행 자전", "금성의 하루", "행성", "태양계"],
  },
};

const facts = (...list: object[]) => fixtureCatalogue(list).facts;

describe("duplicate check", () => {
  it("folds English plurals and stop words, and reads Korean as bigrams", () => {
    expect([...topicTerms({ title: "The Sharks of Trees", body: "", tags: [], seoKeywords: [] }, "en")]).toEqual(["shark", "tree"]);
    expect([...topicTerms({ title: "꿀은 상한다", body: "", tags: [], seoKeywords: [] }, "ko")]).toEqual(["꿀은", "상한", "한다"]);
  });

  it("catches a near-copy under another title and category", () => {
    const list = facts(
      fact("space", "honey-keeps", "2026-01-01", honey.en, honey.ko),
      fact("animals", "sealed-honey-lasts", "2026-01-02", nearCopy.en, nearCopy.ko),
    );
    const [pair] = similarPairs(list, 0);
    expect(pair!.score).toBeGreaterThanOrEqual(DUPLICATE_THRESHOLD);
    const problems = duplicateProblems(list, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ check: "duplicates", field: "(fact)" });
    expect(problems[0]!.message).toMatch(/overlaps \/fact\/(space|animals)\//);
  });

  it("passes facts about different things", () => {
    const list = facts(
      fact("space", "honey-keeps", "2026-01-01", honey.en, honey.ko),
      fact("space", "venus-backwards", "2026-01-02", unrelated.en, unrelated.ko),
    );
    expect(duplicateProblems(list, [])).toEqual([]);
  });

  it("flags one slug filed under two categories, even when the texts differ", () => {
    const list = facts(
      fact("space", "honey-keeps", "2026-01-01", honey.en, honey.ko),
      fact("animals", "honey-keeps", "2026-01-02", unrelated.en, unrelated.ko),
    );
    const problems = duplicateProblems(list, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.message).toContain("is also filed under");
  });

  it("lets a pair linked on purpose through, and reports a link to a fact that does not exist", () => {
    const list = facts(
      fact("space", "honey-keeps", "2026-01-01", honey.en, honey.ko),
      fact("animals", "honey-keeps", "2026-01-02", nearCopy.en, nearCopy.ko),
    );
    const reason = "Two angles: the chemistry, and the story of the tombs.";
    expect(duplicateProblems(list, [{ paths: ["/fact/animals/honey-keeps", "/fact/space/honey-keeps"], reason }])).toEqual([]);
    const stale = duplicateProblems(list, [
      { paths: ["/fact/animals/honey-keeps", "/fact/space/honey-keeps"], reason },
      { paths: ["/fact/space/gone", "/fact/space/honey-keeps"], reason },
    ]);
    expect(stale).toEqual([expect.objectContaining({ path: "/fact/space/gone", check: "duplicates" })]);
  });

  it("asks a link for two different facts and a reason", () => {
    expect(linkSchema.safeParse({ paths: ["/fact/a/b", "/fact/a/b"], reason: "a reason long enough to pass" }).success).toBe(false);
    expect(linkSchema.safeParse({ paths: ["/fact/a/b", "/fact/a/c"], reason: "short" }).success).toBe(false);
  });

  it("passes today's catalogue with its two linked pairs, and flags those pairs without the links", async () => {
    const { readFileSync } = await import("node:fs");
    const catalogue = loadCatalogue("data");
    const links = linkSchema.array().parse(JSON.parse(readFileSync("data/linked-facts.json", "utf8")));
    expect(duplicateProblems(catalogue.facts, links)).toEqual([]);
    const unlinked = duplicateProblems(catalogue.facts, [])
      .map((p) => p.path.split("/").pop())
      .sort();
    expect(unlinked).toEqual(["honey-never-spoils", "sharks-older-than-trees"]);
    // A real fact retold under another title, in other words, in another category, is caught.
    const retold = fact("science", "sealed-honey-lasts", "2026-01-02", nearCopy.en, nearCopy.ko) as unknown as Fact;
    const caught = duplicateProblems([...catalogue.facts, retold], links).map((p) => `${p.path} ${p.message}`);
    expect(caught).toEqual([expect.stringContaining("/fact/trivia/honey-never-spoils")]);
    // So is a plain copy under another slug and category.
    const original = catalogue.byPath.get("/fact/space/venus-day-longer-than-year") ?? catalogue.facts[0]!;
    const copy = {
      ...(JSON.parse(JSON.stringify(original)) as Fact),
      slug: "copied",
      id: "copied",
      category: "trivia",
      path: "/fact/trivia/copied",
    };
    const found = duplicateProblems([...catalogue.facts, copy], links).map((p) => `${p.path} ${p.message}`);
    expect(found).toEqual([expect.stringMatching(/copied/)]);
    expect(found[0]).toContain(original.path);
  }, 30_000); // the whole catalogue, compared three times: a few seconds when the machine is busy
});
