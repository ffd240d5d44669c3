import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { LIST_LIMIT, parseFactList, toListEntry } from "./fact-list";

const catalogue = fixtureCatalogue([fact("space", "venus", "2024-01-01", {}, {}), fact("animals", "owl", "2024-01-02", {}, {})]);

describe("shared lists of facts", () => {
  it("keeps the sharer's order", () => {
    expect(parseFactList("animals/owl,space/venus", catalogue)).toEqual({
      kind: "list",
      paths: ["/fact/animals/owl", "/fact/space/venus"],
      normalized: "animals/owl,space/venus",
    });
  });
  it("drops duplicates and unknown facts from the normalised list", () => {
    expect(parseFactList("space/venus,space/nope,space/venus,animals/owl", catalogue)).toMatchObject({
      normalized: "space/venus,animals/owl",
    });
    expect(parseFactList("space/nope", catalogue)).toEqual({ kind: "list", paths: [], normalized: "" });
  });
  it.each(["", "space", "/fact/space/venus", "space/venus,", "space/Venus", "space/venus/x", "../x/y", "space/venus;x", "a b/c"])(
    "rejects %j",
    (value) => expect(parseFactList(value, catalogue).kind).toBe("invalid"),
  );
  it("rejects more than 50 entries", () => {
    expect(parseFactList(Array.from({ length: LIST_LIMIT }, () => "space/venus").join(","), catalogue).kind).toBe("list");
    expect(parseFactList(Array.from({ length: LIST_LIMIT + 1 }, () => "space/venus").join(","), catalogue).kind).toBe("invalid");
  });
  it("writes entries without the /fact/ prefix", () => expect(toListEntry("/fact/space/venus")).toBe("space/venus"));
});
