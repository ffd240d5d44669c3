import { describe, expect, it } from "vitest";
import { buildMeta, pageTitle, TITLE_MAX } from "./meta";

const length = (text: string) => [...text].length;

describe("pageTitle", () => {
  it("names the page and the site while that fits", () => {
    expect(pageTitle("Venus has a day longer than its year", "Curio")).toBe("Venus has a day longer than its year · Curio");
    expect(pageTitle(undefined, "Curio")).toBe("Curio");
  });

  it("drops the site's name before it cuts the page's own title", () => {
    const title = "A title of exactly sixty-seven characters, written to fit the limit";
    expect(length(title)).toBeLessThanOrEqual(TITLE_MAX);
    expect(length(`${title} · Curio`)).toBeGreaterThan(TITLE_MAX);
    expect(pageTitle(title, "Curio")).toBe(title);
  });

  it.each([
    "Report a problem: Octopuses have three hearts, blue blood and arms that can taste what they touch",
    "Side by side: 벌새는 뒤로 날 수 있는 유일한 새이며 심장이 1분에 천 번 넘게 뛰기도 하고 꿀을 하루에 몸무게의 절반만큼 먹는다",
    "Averyveryveryveryveryveryveryveryveryveryveryveryveryveryveryveryverylongwordwithoutanyspaceatall",
  ])("cuts a long title at a word, with an ellipsis, within the limit: %s", (title) => {
    const cut = pageTitle(title, "Curio");
    expect(length(cut)).toBeLessThanOrEqual(TITLE_MAX);
    expect(cut.endsWith("…")).toBe(true);
    const kept = cut.slice(0, -1);
    expect(title.startsWith(kept)).toBe(true);
    // A whole word ends where it was cut (unless the title has no break to cut at).
    if (/\s/.test(title)) expect(/\s/.test(title[kept.length]!) || /[,.;:·]/.test(title[kept.length]!)).toBe(true);
  });

  it("is the <title> buildMeta writes, while og:title keeps the whole title", () => {
    const title = "Report a problem: Octopuses have three hearts, blue blood and arms that can taste what they touch";
    const meta = buildMeta({ site: { siteUrl: "https://curio.test", siteName: "Curio" }, lang: "en", path: "/x", title, description: "d" });
    expect(meta).toContainEqual({ title: pageTitle(title, "Curio") });
    expect(meta).toContainEqual({ property: "og:title", content: title });
  });
});
