import { describe, expect, it } from "vitest";
import type { MatchedRoute } from "./route-table";
import { identify, preferredPath } from "./request-identity";

const route: MatchedRoute = {
  id: "routes/blog",
  ids: ["root", "routes/lang-layout", "routes/blog"],
  query: { category: 60, page: 6 },
  hasAction: false,
};
const sideBySide: MatchedRoute = {
  id: "routes/fact-side-by-side",
  ids: ["root", "routes/fact-side-by-side"],
  query: { say: ["1"] },
  hasAction: false,
};
const ORIGIN = "https://curio.example";

describe("preferredPath", () => {
  it("lowers letters and drops trailing slashes and empty segments", () => {
    expect(preferredPath("/en/FACT/space/Venus/")).toBe("/en/fact/space/venus");
    expect(preferredPath("/EN//blog")).toBe("/en/blog");
    expect(preferredPath("/")).toBe("/");
    expect(preferredPath("/ko/search")).toBe("/ko/search");
  });

  it("keeps percent-encoding in its one form while lowering the letters it encodes", () => {
    expect(preferredPath("/en/%C3%89t%C3%A9")).toBe("/en/%C3%A9t%C3%A9");
    expect(preferredPath("/ko/%EC%9A%B0%EC%A3%BC")).toBe("/ko/%EC%9A%B0%EC%A3%BC");
  });
});

describe("identify", () => {
  it("answers a page's one address where it is, in any order or encoding of the same parameters", () => {
    expect(identify("/en/blog?category=space", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en/blog?page=2&category=space", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en/blog?category=a%20b", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en/blog?category=a+b", ORIGIN, () => route)?.url).toBe(`${ORIGIN}/en/blog?category=a+b`);
  });

  it("sends every other spelling to the one address: path, unknown parameters, repeats, a stray ?", () => {
    expect(identify("/en/Blog/?page=2&x=1", ORIGIN, () => route)?.preferred).toBe("/en/blog?page=2");
    expect(identify("/en/blog?category=space&utm_source=x", ORIGIN, () => route)?.preferred).toBe("/en/blog?category=space");
    expect(identify("/en/blog?page=2&page=3", ORIGIN, () => route)?.preferred).toBe("/en/blog?page=2");
    expect(identify("/en/blog?", ORIGIN, () => route)?.preferred).toBe("/en/blog");
  });

  it("drops a value a parameter does not accept, and cuts one longer than it reads", () => {
    expect(identify("/en/fact/a/b/side-by-side?say=1", ORIGIN, () => sideBySide)?.preferred).toBeUndefined();
    expect(identify("/en/fact/a/b/side-by-side?say=q", ORIGIN, () => sideBySide)?.preferred).toBe("/en/fact/a/b/side-by-side");
    expect(identify("/en/fact/a/b/side-by-side?say=", ORIGIN, () => sideBySide)?.preferred).toBe("/en/fact/a/b/side-by-side");
    expect(identify("/en/blog?page=1234567", ORIGIN, () => route)?.preferred).toBe("/en/blog?page=123456");
  });

  it("reads values as NFC, so two spellings of one Korean word are one address", () => {
    const decomposed = "한".normalize("NFD");
    expect(identify(`/en/blog?category=${encodeURIComponent(decomposed)}`, ORIGIN, () => route)?.preferred).toBe(
      `/en/blog?category=${encodeURIComponent("한")}`,
    );
  });

  it("sends data requests to the data form of the preferred address, `_routes` in any order", () => {
    expect(identify("/EN/blog.data?_routes=routes/blog", ORIGIN, () => route)?.preferred).toBe("/en/blog.data?_routes=routes%2Fblog");
    expect(identify("/en/blog/.data", ORIGIN, () => route)?.preferred).toBe("/en/blog.data");
    expect(identify("/_root.data", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en.data", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en/blog.data?_routes=routes/blog,root", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en/blog.data?_routes=routes/blog,nope", ORIGIN, () => route)?.preferred).toBe("/en/blog.data?_routes=routes%2Fblog");
  });
});
