import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../test/fixtures/catalogue";
import { homePicker } from "./home-pick";
import { identify } from "../request-identity";
import type { MatchedRoute } from "../route-table";

const HOME: MatchedRoute = {
  id: "routes/home",
  ids: ["root", "routes/lang-layout", "routes/home"],
  query: { after: 200 },
  hasAction: false,
  keep: { form: "pick", shown: "after", readerText: ["after"] },
};
const catalogue = fixtureCatalogue([fact("space", "venus", "2024-01-01", {}, {}), fact("space", "mars", "2024-01-02", {}, {})]);
const first = () => 0;
// The catalogue keeps facts newest first: the rng's first pick is the newest, Mars.
const [newest, older] = ["/fact/space/mars", "/fact/space/venus"];
const pick = homePicker("https://curio.test", first);
const identityOf = (target: string) => identify(target, "https://curio.test", () => HOME)!;

describe("the home pick", () => {
  it("picks for documents and for React Router's data requests alike, in the path's language", () => {
    expect(catalogue.facts.map((f) => f.path)).toEqual([newest, older]);
    expect(pick(identityOf("/en"), catalogue)?.pick).toBe(newest);
    expect(pick(identityOf("/ko.data"), catalogue)?.pick).toBe(newest);
  });

  it("never picks the fact just shown again", () => {
    expect(pick(identityOf(`/en?after=${newest}`), catalogue)?.pick).toBe(older);
    expect(pick(identityOf(`/en.data?after=${newest}`), catalogue)?.pick).toBe(older);
  });

  it("drops an `after` that names no fact from a document's identity, so it makes no key of its own", () => {
    const shown = pick(identityOf("/en?after=/nope"), catalogue)!.identity;
    expect(shown.search).toBe("");
    expect(shown.url).toBe("https://curio.test/en");
    expect(pick(identityOf("/en.data?after=/nope"), catalogue)!.identity.search).toBe("?after=%2Fnope");
  });

  it("picks nothing outside a language", () => {
    expect(pick(identityOf("/fr"), catalogue)).toBeUndefined();
  });
});
