import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import {
  type BlogDataError,
  buildBlogMetadata,
  DEFAULT_LAST_UPDATED,
  fetchBlogMetadata,
  parseBlogMetadata,
  toLoadError,
} from "./blog-metadata";

const catalogue = fixtureCatalogue([
  fact("space", "a", "2024-05-22", { readingTimeMinutes: 3 }, {}),
  { ...fact("animals", "b", "2024-06-01", {}), updatedDate: "2024-07-02" },
]);

const reason = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return (error as BlogDataError).reason;
  }
  return null;
};

describe("buildBlogMetadata", () => {
  it("has one post per translation, newest first, and the newest date as lastUpdated", () => {
    const m = buildBlogMetadata(catalogue);
    expect(m.english.map((p) => p.path)).toEqual(["/fact/animals/b", "/fact/space/a"]);
    expect(m.korean.map((p) => p.path)).toEqual(["/fact/space/a"]);
    expect(m.english[1]).toMatchObject({ readingTimeMinutes: 3, category: { slug: "space", name: "Space", emoji: "🚀" } });
    expect(m.lastUpdated).toBe("2024-07-02");
  });
});

describe("parseBlogMetadata", () => {
  it("rejects a non-object and missing language arrays with the spec's reasons", () => {
    expect(reason(() => parseBlogMetadata([]))).toEqual({ kind: "invalid-format" });
    expect(reason(() => parseBlogMetadata("x"))).toEqual({ kind: "invalid-format" });
    expect(reason(() => parseBlogMetadata({ english: [] }))).toEqual({ kind: "missing-arrays" });
    expect(reason(() => parseBlogMetadata({ english: [{ id: 1 }], korean: [] }))).toEqual({ kind: "invalid-format" });
  });
  it("defaults lastUpdated", () => {
    expect(parseBlogMetadata({ english: [], korean: [] }).lastUpdated).toBe(DEFAULT_LAST_UPDATED);
  });
});

describe("fetchBlogMetadata", () => {
  const respond =
    (response: Response): typeof fetch =>
    async () =>
      response;
  it("reports HTTP errors with status and text", async () => {
    await expect(
      fetchBlogMetadata("http://x", { fetchImpl: respond(new Response("", { status: 503, statusText: "Service Unavailable" })) }),
    ).rejects.toMatchObject({
      reason: { kind: "http", status: 503, statusText: "Service Unavailable" },
    });
  });
  it("times out", async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
    await expect(fetchBlogMetadata("http://x", { fetchImpl: hang, timeoutMs: 20 })).rejects.toMatchObject({ reason: { kind: "timeout" } });
  });
  it("validates what it reads", async () => {
    await expect(fetchBlogMetadata("http://x", { fetchImpl: respond(Response.json({ korean: [] })) })).rejects.toMatchObject({
      reason: { kind: "missing-arrays" },
    });
    const ok = await fetchBlogMetadata("http://x", { fetchImpl: respond(Response.json(buildBlogMetadata(catalogue))) });
    expect(ok.english).toHaveLength(2);
  });
  it("maps other errors to their message, or to unknown", () => {
    expect(toLoadError(new Error("boom"))).toEqual({ kind: "message", message: "boom" });
    expect(toLoadError(42)).toEqual({ kind: "unknown" });
  });
});
