import { describe, expect, it } from "vitest";
import type { MatchedRoute } from "./route-table";
import { identify, preferredPath } from "./request-identity";

const route: MatchedRoute = {
  id: "routes/blog",
  ids: ["root", "routes/blog"],
  query: { category: 60, page: 6 },
  hasAction: false,
  keep: {},
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
  it("names the preferred address, with the canonical search, only for another spelling", () => {
    expect(identify("/en/blog?category=space&x=1", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en/Blog/?page=2&x=1", ORIGIN, () => route)?.preferred).toBe("/en/blog?page=2");
  });

  it("sends data requests to the data form of the preferred address", () => {
    expect(identify("/EN/blog.data?_routes=routes/blog", ORIGIN, () => route)?.preferred).toBe("/en/blog.data?_routes=routes%2Fblog");
    expect(identify("/en/blog/.data", ORIGIN, () => route)?.preferred).toBe("/en/blog.data");
    expect(identify("/_root.data", ORIGIN, () => route)?.preferred).toBeUndefined();
    expect(identify("/en.data", ORIGIN, () => route)?.preferred).toBeUndefined();
  });
});
