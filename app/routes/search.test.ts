import { describe, expect, it } from "vitest";
import { fixtureCatalogue } from "../../test/fixtures/catalogue";
import { loadCatalogue } from "../lib/catalogue/load-catalogue.server";
import { readConfig } from "../lib/config";
import type { SearchIndex } from "../lib/search/indexed-fact";
import { searchIndex } from "../lib/search/search-index";
import type { Route } from "./+types/search";
import { loader } from "./search";

const catalogue = loadCatalogue("data");

/** Calls the search loader the way React Router does, with the load context server/app.ts builds. */
function search(query: string, index: Promise<SearchIndex>) {
  const args = {
    request: new Request(`http://localhost/en/search?query=${encodeURIComponent(query)}`),
    params: { lang: "en" },
    context: { catalogue, config: readConfig({}), searchIndex: index, nonce: "n", declareCache: () => {} },
  };
  return loader(args as unknown as Route.LoaderArgs);
}

describe("search loader", () => {
  it("waits for the index the server is building, then answers from it", async () => {
    let release!: (index: SearchIndex) => void;
    const pending = new Promise<SearchIndex>((resolve) => (release = resolve));
    let settled = false;
    const answer = search("venus", pending).then((result) => ((settled = true), result));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(settled).toBe(false);
    release(searchIndex(catalogue));
    expect((await answer).data.count).toBeGreaterThan(0);
  });

  it("searches the index it is handed, never one of its own", async () => {
    // The index travels in the load context (ADR 006): the loader builds none of its own, even with no results.
    const empty = searchIndex(fixtureCatalogue([]));
    expect((await search("venus", Promise.resolve(empty))).data.count).toBe(0);
  });
});
