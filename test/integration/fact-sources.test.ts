import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Fact } from "../../app/lib/catalogue/schema";
import type { SourceWaiver } from "../../app/lib/catalogue/source-waivers";
import { ensureBuild, request, startBuiltServer, type BuiltServer } from "../support/built-server";

// What a fact page tells readers about its sources (issue 51, item 3), over the built server on a copy of the
// catalogue: the passage of a source's page that supports the claim, and the note of a fact no page can be linked for.
const QUOTE = "The planted passage a reviewer copied from the stored page.";
const NOTE = { en: "This rests on a planted paper that has no copy online.", ko: "온라인 사본이 없는 시험용 논문에 근거합니다." };
let dir: string;
let server: BuiltServer;
let supported: Fact;
let waived: SourceWaiver;

beforeAll(async () => {
  ensureBuild();
  dir = mkdtempSync(path.join(tmpdir(), "curio-sources-"));
  cpSync("data", dir, { recursive: true });
  const file = path.join(dir, "facts", "space.json");
  const facts = JSON.parse(readFileSync(file, "utf8")) as Fact[];
  supported = facts.find((f) => f.sources?.some((s) => s.url && s.checkedAt))!;
  const source = supported.sources!.find((s) => s.url && s.checkedAt)!;
  source.support = { quote: QUOTE, locator: "section 2" };
  writeFileSync(file, JSON.stringify(facts, null, 2));
  const waivers = JSON.parse(readFileSync(path.join(dir, "source-waivers-space.json"), "utf8")) as SourceWaiver[];
  waived = waivers[0]!;
  waived.note = NOTE;
  writeFileSync(path.join(dir, "source-waivers-space.json"), JSON.stringify(waivers, null, 2));
  server = await startBuiltServer({ CATALOGUE_DIR: dir });
}, 120_000);

afterAll(async () => {
  await server?.close();
  rmSync(dir, { recursive: true, force: true });
});

const sourcesOf = (html: string) => /<section class="fact-sources"[\s\S]*?<\/section>/.exec(html)?.[0] ?? "";

describe("a fact page's sources", () => {
  it("show the supporting passage under its link, small, in the passage's language, and where the page says so", async () => {
    for (const lang of ["en", "ko"] as const) {
      const section = sourcesOf((await request(server.url).get(`/${lang}${supported.path}`).expect(200)).text);
      expect(section).toMatch(new RegExp(`<blockquote class="source-passage" cite="[^"]+" lang="en">`));
      expect(section).toContain(`“${QUOTE}”`);
      expect(section).toContain(lang === "en" ? "Where the source says so: section 2" : "출처에서 근거가 나오는 곳: section 2");
    }
  });

  it("tell readers, in their language, why no source is linked where none can be", async () => {
    for (const lang of ["en", "ko"] as const) {
      const section = sourcesOf((await request(server.url).get(`/${lang}${waived.path}`).expect(200)).text);
      expect(section).toContain(lang === "en" ? "No source is linked." : "링크한 출처가 없습니다.");
      expect(section).toContain(NOTE[lang]);
    }
    const other = sourcesOf((await request(server.url).get(`/en${supported.path}`).expect(200)).text);
    expect(other).not.toContain("No source is linked.");
  });

  it("are given with their support by the API", async () => {
    const [, category, slug] = supported.path.split("/").slice(1);
    const res = await request(server.url).get(`/api/v1/facts/${category}/${slug}?lang=en`).expect(200);
    const sources = (res.body as { fact: { sources: { support?: object }[] } }).fact.sources;
    expect(sources.map((s) => s.support).filter(Boolean)).toEqual([{ quote: QUOTE, locator: "section 2" }]);
  });
});
