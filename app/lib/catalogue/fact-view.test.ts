import { describe, expect, it } from "vitest";
import { fact, fixtureCatalogue } from "../../../test/fixtures/catalogue";
import { passageLang, toFactPage, toSideBySide } from "./fact-view";

const catalogue = fixtureCatalogue([
  fact(
    "space",
    "venus",
    "2026-01-01",
    { reviewedAt: "2026-02-01", reviewedAgainst: "aaaaaaaaaaaa" },
    { reviewedAt: "2026-02-02", reviewedAgainst: "bbbbbbbbbbbb" },
  ),
  fact("space", "mars", "2026-01-01", { reviewedAt: "2026-02-01" }, {}),
]);
const venus = catalogue.byPath.get("/fact/space/venus")!;
const mars = catalogue.byPath.get("/fact/space/mars")!;

describe("the review a fact page shows", () => {
  it("says when each translation was reviewed and against which version of the other language's text", () => {
    const page = toFactPage(catalogue, venus, "en");
    expect(page.reviewedAt).toBe("2026-02-01");
    expect(page.reviewedAgainst).toEqual({ lang: "ko", version: "aaaaaaaaaaaa" });
    // The "Korean reviewed on …" line of the English page.
    expect(page.otherTranslations).toEqual([
      { lang: "ko", reviewedAt: "2026-02-02", reviewedAgainst: { lang: "en", version: "bbbbbbbbbbbb" } },
    ]);
    expect(toSideBySide(catalogue, venus, "ko").columns.map((c) => c.reviewedAgainst)).toEqual([
      { lang: "en", version: "bbbbbbbbbbbb" },
      { lang: "ko", version: "aaaaaaaaaaaa" },
    ]);
  });

  it("leaves it out where it was not recorded", () => {
    const page = toFactPage(catalogue, mars, "en");
    expect(page).not.toHaveProperty("reviewedAgainst");
    expect(page.otherTranslations).toEqual([{ lang: "ko", reviewedAt: undefined }]);
  });
});

describe("the sources a fact page shows", () => {
  it("carry where a checked page supports the fact, with the passage's language where it is plain", () => {
    const record = {
      ...fact("space", "moon", "2026-01-01", {}, {}),
      sources: [
        {
          publisher: "NASA",
          title: "Moon",
          url: "https://example.org/moon",
          checkedAt: "2026-02-01",
          support: { quote: "It drifts away.", locator: "p. 2" },
        },
        { publisher: "KASI", title: "달", url: "https://example.org/dal", checkedAt: "2026-02-01", support: { quote: "달은 멀어집니다." } },
        { publisher: "Britannica", title: "Moon" },
      ],
    };
    const page = toFactPage(fixtureCatalogue([record]), fixtureCatalogue([record]).facts[0]!, "ko");
    expect(page.sources).toEqual([
      {
        publisher: "NASA",
        title: "Moon",
        url: "https://example.org/moon",
        support: { quote: "It drifts away.", quoteLang: "en", locator: "p. 2" },
      },
      { publisher: "KASI", title: "달", url: "https://example.org/dal", support: { quote: "달은 멀어집니다.", quoteLang: "ko" } },
      { publisher: "Britannica", title: "Moon" },
    ]);
    expect(passageLang("月は遠ざかる")).toBeUndefined();
  });
});
