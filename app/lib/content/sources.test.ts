import { describe, expect, it } from "vitest";
import type { Fact } from "../catalogue/schema";
import { hasCheckedSource, sourceProblems, sourceWaiverSchema } from "./sources";

const fact = (path: string, sources?: Fact["sources"]) => ({ path, sources }) as Fact;
const checked = { publisher: "NASA", title: "Venus", url: "https://science.nasa.gov/venus/", checkedAt: "2026-11-27" };
const reason = "No stored copy of the agency's page was found after five searches.";

describe("sources one tap away", () => {
  it("counts a source as checked only with both its address and the day it was read", () => {
    expect(hasCheckedSource(fact("/fact/space/a", [checked]))).toBe(true);
    expect(hasCheckedSource(fact("/fact/space/a", [{ ...checked, checkedAt: undefined }]))).toBe(false);
    expect(hasCheckedSource(fact("/fact/space/a", [{ publisher: "NASA", title: "Venus" }]))).toBe(false);
    expect(hasCheckedSource(fact("/fact/space/a"))).toBe(false);
  });

  it("passes a fact with a checked source, or with a waiver saying why there is none", () => {
    expect(sourceProblems([fact("/fact/space/a", [checked]), fact("/fact/space/b")], [{ path: "/fact/space/b", reason }])).toEqual([]);
  });

  it("fails a fact with neither, naming it", () => {
    const problems = sourceProblems([fact("/fact/space/b", [{ ...checked, checkedAt: undefined }])], []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ path: "/fact/space/b", check: "sources" });
  });

  it("fails a stale waiver, a waiver for no fact and a fact waived twice", () => {
    const messages = sourceProblems(
      [fact("/fact/space/a", [checked]), fact("/fact/space/b")],
      [
        { path: "/fact/space/a", reason },
        { path: "/fact/space/gone", reason },
        { path: "/fact/space/b", reason },
        { path: "/fact/space/b", reason },
      ],
    ).map((p) => `${p.path} ${p.message}`);
    expect(messages).toEqual([
      "/fact/space/a is waived but has a checked source: remove the waiver",
      "/fact/space/gone is waived but is not a fact",
      "/fact/space/b is waived 2 times",
    ]);
  });

  it("wants a waiver to give its reason", () => {
    expect(sourceWaiverSchema.safeParse({ path: "/fact/space/b", reason: "none" }).success).toBe(false);
    expect(sourceWaiverSchema.safeParse({ path: "/fact/space/b", reason }).success).toBe(true);
  });
});
