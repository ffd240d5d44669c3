import { describe, expect, it } from "vitest";
import { sourceWaiverSchema } from "../../app/lib/catalogue/source-waivers";
import type { Fact } from "../../app/lib/catalogue/schema";
import { hasCheckedSource, hasSupportedSource, sourceProblems, sourceShares } from "./sources";

const fact = (path: string, sources?: Fact["sources"]) => ({ path, sources }) as Fact;
const checked = { publisher: "NASA", title: "Venus", url: "https://science.nasa.gov/venus/", checkedAt: "2026-11-27" };
const supported = { ...checked, support: { quote: "A day on Venus lasts 243 Earth days." } };
const reason = "No stored copy of the agency's page was found after five searches.";
const note = { en: "This rests on a 1962 radar paper with no copy online.", ko: "온라인 사본이 없는 1962년 레이더 논문에 근거합니다." };

describe("sources one tap away", () => {
  it("counts a source as checked with its address and the day it was read, and as sourced only with its support too", () => {
    expect(hasCheckedSource(fact("/fact/space/a", [checked]))).toBe(true);
    expect(hasCheckedSource(fact("/fact/space/a", [{ ...checked, checkedAt: undefined }]))).toBe(false);
    expect(hasCheckedSource(fact("/fact/space/a", [{ publisher: "NASA", title: "Venus" }]))).toBe(false);
    expect(hasCheckedSource(fact("/fact/space/a"))).toBe(false);
    expect(hasSupportedSource(fact("/fact/space/a", [checked]))).toBe(false);
    expect(hasSupportedSource(fact("/fact/space/a", [checked, { ...supported, support: { locator: "p. 212" } }]))).toBe(true);
    expect(sourceShares([fact("/fact/space/a", [supported]), fact("/fact/space/b", [checked]), fact("/fact/space/c")])).toEqual({
      facts: 3,
      supported: 1,
      checked: 2,
    });
  });

  it("passes a fact with a supported source, or with a waiver saying why there is none and telling readers", () => {
    expect(sourceProblems([fact("/fact/space/a", [supported]), fact("/fact/space/b")], [{ path: "/fact/space/b", reason, note }])).toEqual(
      [],
    );
  });

  it("fails a fact with neither, naming it, and says what a checked source still lacks (planted: a link without its passage)", () => {
    const messages = sourceProblems(
      [fact("/fact/space/b", [{ ...checked, checkedAt: undefined }]), fact("/fact/space/c", [checked])],
      [],
    ).map((p) => `${p.path} ${p.check}: ${p.message}`);
    expect(messages).toEqual([
      "/fact/space/b sources: has no source read in a stored copy (url, checkedAt and support), nor a waiver in data/source-waivers-*.json",
      "/fact/space/c sources: has a checked source but not where its page supports the claim: record support.quote (a short passage copied from the stored copy) or support.locator (section, page, table)",
    ]);
  });

  it("fails a stale waiver, a waiver for no fact, a fact waived twice and a waiver that tells readers nothing", () => {
    const messages = sourceProblems(
      [fact("/fact/space/a", [supported]), fact("/fact/space/b"), fact("/fact/space/c")],
      [
        { path: "/fact/space/a", reason, note },
        { path: "/fact/space/gone", reason, note },
        { path: "/fact/space/b", reason, note },
        { path: "/fact/space/b", reason, note },
        { path: "/fact/space/c", reason },
      ],
    ).map((p) => `${p.path} ${p.message}`);
    expect(messages).toEqual([
      "/fact/space/a is waived but has a source with its support: remove the waiver",
      "/fact/space/gone is waived but is not a fact",
      "/fact/space/b is waived 2 times",
      "/fact/space/c is waived without a note for readers: add note.en and note.ko, shown beside the sources (what the claim rests on, and why no page is linked)",
    ]);
  });

  it("wants a waiver to give its reason, and a note in every language when it has one", () => {
    expect(sourceWaiverSchema.safeParse({ path: "/fact/space/b", reason: "none" }).success).toBe(false);
    expect(sourceWaiverSchema.safeParse({ path: "/fact/space/b", reason }).success).toBe(true);
    expect(sourceWaiverSchema.safeParse({ path: "/fact/space/b", reason, note }).success).toBe(true);
    expect(sourceWaiverSchema.safeParse({ path: "/fact/space/b", reason, note: { en: note.en } }).success).toBe(false);
  });
});
