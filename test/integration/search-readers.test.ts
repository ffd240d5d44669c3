import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import type { CurioApp } from "../../server";
import { testApp } from "../support/server";

const catalogue = loadCatalogue("data");
let app: CurioApp;
beforeAll(async () => {
  app = await testApp({ catalogue });
});

const q = encodeURIComponent;
/** The fact addresses of a results page, in order. */
function resultPaths(html: string): string[] {
  const start = html.indexOf('class="result-list"');
  const list = start < 0 ? "" : html.slice(start, html.indexOf("</ol>", start));
  return [...new Set([...list.matchAll(/href="\/(?:en|ko)(\/fact\/[a-z-]+\/[a-z0-9-]+)"/g)].map((m) => m[1]!))];
}
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    // Marked words sit in their own elements: join them to the punctuation that follows.
    .replace(/ ([.?])/g, "$1");

const OCTOPUS = "/fact/animals/octopus-three-hearts-blue-blood";
const HAENYEO = "/fact/trivia/jeju-haenyeo-breath-hold-divers";
const HANGUL = "/fact/history/hangul-letters-drawn-from-speech-organs";

describe("the public examples of issue 35, each found in the first three results", () => {
  it.each([
    ["ko", "거북선의", "/fact/history/turtle-ship-spiked-roof"],
    ["ko", "한글을", HANGUL],
    ["ko", "해녀들이", HAENYEO],
    ["ko", "haenyeo", HAENYEO],
    ["ko", "jikji", "/fact/history/jikji-oldest-metal-type-book"],
    ["ko", "gimchi", "/fact/trivia/kimchi-was-not-always-red"],
    ["ko", "kimchi", "/fact/trivia/kimchi-was-not-always-red"],
    ["ko", "ondol", "/fact/science/ondol-heats-from-the-floor"],
    ["ko", "gksrmf", HANGUL],
    ["ko", "ansdj", OCTOPUS],
    ["en", "octapus", OCTOPUS],
    ["en", "tardigarde", "/fact/animals/tardigrades-survive-open-space"],
    ["en", "napolean", "/fact/history/napoleon-was-not-short"],
    ["ko", "octopus", OCTOPUS],
    ["en", "문어", OCTOPUS],
    ["en", "꿀", "/fact/trivia/honey-never-spoils"],
    ["en", "해녀", HAENYEO],
  ])("/%s/search?query=%s", async (lang, query, path) => {
    const res = await request(app).get(`/${lang}/search?query=${q(query)}`);
    expect(res.status).toBe(200);
    expect(resultPaths(res.text).slice(0, 3)).toContain(path);
  });
});

describe("a query searched as something else says so, with a link to search it as typed (no JavaScript needed)", () => {
  it("reads Latin letters typed on a Korean keyboard as Hangul: Showing results for 한글", async () => {
    const res = await request(app).get("/ko/search?query=gksrmf");
    expect(text(res.text)).toContain("한글 검색 결과를 보여 드립니다.");
    expect(res.text).toContain('href="/ko/search?query=gksrmf&amp;exact=1"');
    expect(text(res.text)).toContain("입력한 그대로 gksrmf 검색하기");
    const en = await request(app).get("/en/search?query=ansdj");
    expect(text(en.text)).toContain("Showing results for 문어.");
    expect(resultPaths(en.text).slice(0, 3)).toContain(OCTOPUS);
    // The link searches the letters as typed: nothing, and no second guess.
    const asTyped = await request(app).get("/ko/search?query=gksrmf&exact=1");
    expect(asTyped.status).toBe(200);
    expect(text(asTyped.text)).toContain("검색 결과가 없습니다.");
    expect(text(asTyped.text)).not.toContain("검색 결과를 보여 드립니다");
  });

  it("corrects a typo that found nothing: Did you mean octopus?", async () => {
    const res = await request(app).get("/en/search?query=octapus");
    expect(text(res.text)).toContain("Did you mean octopus?");
    expect(res.text).toContain('href="/en/search?query=octopus"');
    expect(res.text).toContain('href="/en/search?query=octapus&amp;exact=1"');
    const ko = await request(app).get(`/ko/search?query=${q("거북산")}`);
    expect(text(ko.text)).toContain("혹시 이 검색어를 찾으셨나요? 거북선");
    // A word the catalogue has is never corrected.
    expect(text((await request(app).get("/en/search?query=octopus")).text)).not.toContain("Did you mean");
  });

  it("gives the same to the client's data request", async () => {
    const res = await request(app).get("/ko/search.data?query=gksrmf");
    expect(res.status).toBe(200);
    expect(res.text).toContain("한글");
    expect(res.text).toContain("showingFor");
  });

  it("escapes what was typed in the notes", async () => {
    const res = await request(app).get(`/en/search?query=${q("<b>octapus</b>")}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain("<b>octapus</b>");
  });
});

describe("the suggestion box finds what the search page finds", () => {
  it("reads keyboard slips and romanized Korean, and marks the Hangul that matched", async () => {
    const slip = await request(app).get("/ko/search/suggest?query=ansdj");
    expect(slip.status).toBe(200);
    expect(slip.body.suggestions[0].title).toContain("문어");
    const romanized = await request(app).get("/ko/search/suggest?query=haenyeo");
    expect(romanized.body.suggestions[0].href).toBe(`/ko${HAENYEO}`);
    expect(romanized.body.suggestions[0].marked.marks.length).toBeGreaterThan(0);
  });

  it("offers facts found through the other translation, in the page's language, saying so", async () => {
    const res = await request(app).get(`/en/search/suggest?query=${q("문어")}`);
    const octopus = res.body.suggestions.find((s: { href: string }) => s.href === `/en${OCTOPUS}`);
    expect(octopus).toMatchObject({ title: "An Octopus Has Three Hearts and Blue Blood", viaOther: true });
  });
});
