import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";

const run = (script: string, args: string[]) => spawnSync(process.execPath, ["--import", "tsx", script, ...args], { encoding: "utf8" });

// The scaffold on a copy of the catalogue: a loadable draft that check:content refuses until it is written.
describe("npm run fact:new", () => {
  it("writes a draft that loads but does not pass check:content until every TODO is written", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-scaffold-"));
    cpSync("data", dir, { recursive: true });
    const made = run("scripts/new-fact.ts", ["--category", "space", "--slug", "scaffold-check", "--data", dir]);
    expect(made.status, made.stderr).toBe(0);
    for (const step of ["npm run data:reading-times", "npm run check:content", "publishedDate"]) expect(made.stdout).toContain(step);

    // A valid record in both languages: the catalogue (and the dev server) still loads.
    const draft = loadCatalogue(dir).byPath.get("/fact/space/scaffold-check");
    expect(Object.keys(draft!.translations).sort()).toEqual(["en", "ko"]);

    const refused = run("scripts/check-content.ts", [dir]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain("/fact/space/scaffold-check translations.en.title draft:");
    expect(refused.stdout).toContain("/fact/space/scaffold-check translations.ko.body draft:");

    // Written: the same record with every TODO replaced passes.
    const file = path.join(dir, "facts", "space.json");
    const facts = JSON.parse(readFileSync(file, "utf8")) as { slug: string }[];
    const written = {
      ...facts.find((f) => f.slug === "scaffold-check")!,
      sources: [{ publisher: "Curio test suite", title: "A record written by the scaffold test", url: "https://example.org/scaffold" }],
      glossary: [
        { en: "scaffold", ko: "비계" },
        { en: "draft", ko: "초안" },
        { en: "reviewer", ko: "검토자" },
      ],
      translations: {
        en: {
          title: "A scaffold draft can be finished",
          body: "A draft made by the scaffold passes once it is written.",
          detail: ["Each draft waits for its writer.", "A reviewer then reads it."],
          tags: ["scaffold", "draft", "review"],
          seoKeywords: ["scaffold draft", "written draft", "draft review", "fact workflow", "content check"],
          seoDescription: "A scaffold draft passes the content checks once every field is written.",
        },
        ko: {
          title: "비계로 만든 초안은 완성할 수 있다",
          body: "비계로 만든 초안은 다 쓰면 통과합니다.",
          detail: ["초안마다 작성자를 기다립니다.", "그다음 검토자가 읽습니다."],
          tags: ["비계", "초안", "검토"],
          seoKeywords: ["비계 초안", "완성된 초안", "초안 검토", "사실 작업 흐름", "내용 검사"],
          seoDescription: "비계로 만든 초안은 모든 항목을 쓰면 내용 검사를 통과합니다.",
        },
      },
    };
    writeFileSync(
      file,
      JSON.stringify(
        facts.map((f) => (f.slug === "scaffold-check" ? written : f)),
        null,
        2,
      ),
    );
    const passed = run("scripts/check-content.ts", [dir]);
    expect(passed.stdout).not.toContain("draft:");
    expect(passed.status, passed.stdout).toBe(0);
  });

  it("refuses an unknown category, a bad slug and a slug already used", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-scaffold-"));
    cpSync("data", dir, { recursive: true });
    expect(run("scripts/new-fact.ts", ["--category", "nowhere", "--slug", "x", "--data", dir]).stderr).toContain('no category "nowhere"');
    expect(run("scripts/new-fact.ts", ["--category", "space", "--slug", "Bad Slug", "--data", dir]).status).toBe(1);
    const taken = loadCatalogue(dir).byCategory.get("space")![0]!.slug;
    expect(run("scripts/new-fact.ts", ["--category", "space", "--slug", taken, "--data", dir]).stderr).toContain("already has");
  });
});
