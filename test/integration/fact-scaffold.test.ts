import { spawnSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { seoulDay } from "../../app/lib/time/seoul-day";

const run = (script: string, args: string[]) => spawnSync(process.execPath, ["--import", "tsx", script, ...args], { encoding: "utf8" });

// The scaffold on a copy of the catalogue: a loadable draft that check:content refuses until it is written.
describe("npm run fact:new", () => {
  it("writes a draft that a writer finishes and check:content passes as a draft, until its day needs the reviews", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-scaffold-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    // What check:content says of the rest of the catalogue: the new fact must add nothing to it.
    const failing = (out: string) => out.split("\n").filter((l) => l.startsWith("/fact/") || l.startsWith(dir));
    const baseline = failing(run("scripts/check-content.ts", [dir]).stdout);
    const about = (out: string) => out.split("\n").filter((l) => l.includes("/fact/space/scaffold-check"));

    const made = run("scripts/new-fact.ts", ["--category", "space", "--slug", "scaffold-check", "--data", dir]);
    expect(made.status, made.stderr).toBe(0);
    // Every command and file the scaffold names exists.
    for (const step of ["npm run data:reading-times", "npm run check:content", "npm run fact:reviewed", "publishedDate", "addedAt"])
      expect(made.stdout).toContain(step);
    const scripts = Object.keys((JSON.parse(readFileSync("package.json", "utf8")) as { scripts: Record<string, string> }).scripts);
    for (const [, script] of made.stdout.matchAll(/npm run ([a-z:-]+)/g)) expect(scripts, script).toContain(script);
    for (const [named] of made.stdout.matchAll(/(?:test|docs|scripts)\/[\w./-]+\.(?:ts|md)/g)) expect(existsSync(named), named).toBe(true);
    expect(made.stdout).not.toMatch(/set reviewedAt/i);

    // A valid record in both languages: the catalogue (and the dev server) still loads.
    const draft = loadCatalogue(dir).byPath.get("/fact/space/scaffold-check");
    expect(Object.keys(draft!.translations).sort()).toEqual(["en", "ko"]);
    // Scheduled after today in Seoul: a draft full of TODO text is never live, not even in npm run dev.
    expect(draft!.publishedDate > seoulDay(new Date())).toBe(true);
    // Written today: addedAt is today in Seoul, so the publishedDate after it is honest (issue 33).
    expect(draft!.addedAt).toBe(seoulDay(new Date()));

    const refused = run("scripts/check-content.ts", [dir]);
    expect(refused.status).toBe(1);
    expect(refused.stdout).toContain("/fact/space/scaffold-check translations.en.title draft:");
    expect(refused.stdout).toContain("/fact/space/scaffold-check translations.ko.body draft:");

    // Written: the same record with every TODO replaced, within the editorial rules.
    const file = path.join(dir, "facts", "space.json");
    const facts = JSON.parse(readFileSync(file, "utf8")) as { slug: string; publishedDate: string }[];
    const scaffolded = facts.find((f) => f.slug === "scaffold-check")!;
    const written = {
      ...scaffolded,
      // A source read in a stored copy, the day it was read, and where it says so (or a waiver with a note for readers).
      sources: [
        {
          publisher: "Curio test suite",
          title: "A record written by the scaffold test",
          url: "https://example.org/scaffold",
          checkedAt: seoulDay(new Date()),
          support: { quote: "A draft made by the scaffold passes once it is written." },
        },
      ],
      glossary: [
        { en: "scaffold", ko: "비계" },
        { en: "draft", ko: "초안" },
        { en: "reviewer", ko: "검토자" },
      ],
      translations: {
        en: {
          title: "A scaffold draft can be finished",
          body: "A draft made by the scaffold passes once it is written.",
          detail: [
            "Each draft made by the scaffold starts as a record full of markers. The writer replaces every marker with real text in both languages. The content check reads the draft and lists each field that still needs work. Nothing reaches readers while a single marker is left in the record. The draft stays hidden because its date lies in the future.",
            "A reviewer then reads the English text claim by claim. Another reviewer compares the Korean text with the English one. Each reviewer records the day of the review in the record. Only then does the fact get a real publication date.",
          ],
          tags: ["scaffold", "draft", "review"],
          seoKeywords: ["scaffold draft", "written draft", "draft review", "fact workflow", "content check"],
          seoDescription:
            "A draft made by the scaffold passes the content checks once every field is written in both languages, reviewed claim by claim and dated.",
        },
        ko: {
          title: "비계로 만든 초안은 완성할 수 있다",
          body: "비계로 만든 초안은 다 쓰면 통과합니다.",
          detail: [
            "비계로 만든 초안은 표시로 가득한 기록으로 시작합니다. 작성자는 모든 표시를 양쪽 언어의 실제 글로 바꿉니다. 내용 검사는 초안을 읽고 아직 손볼 항목을 모두 보여 줍니다. 표시가 하나라도 남아 있으면 독자에게 보이지 않습니다. 날짜가 미래이므로 초안은 숨겨진 채로 남습니다.",
            "그다음 검토자가 영어 글을 주장별로 읽습니다. 다른 검토자는 한국어 글을 영어 글과 비교합니다. 검토자는 검토한 날을 기록에 남깁니다. 그런 뒤에야 지식에 실제 게시일이 정해집니다.",
          ],
          tags: ["비계", "초안", "검토"],
          seoKeywords: ["비계 초안", "완성된 초안", "초안 검토", "사실 작업 흐름", "내용 검사"],
          seoDescription: "비계로 만든 초안은 모든 항목을 양쪽 언어로 쓰고 주장별로 검토한 뒤 검토일을 적으면 내용 검사를 통과합니다.",
        },
      },
    };
    const save = (record: object) =>
      writeFileSync(
        file,
        JSON.stringify(
          facts.map((f) => (f.slug === "scaffold-check" ? record : f)),
          null,
          2,
        ),
      );
    // Written with an English explanation too short: refused, naming the fact and the field.
    const { en, ko } = written.translations;
    save({ ...written, translations: { en: { ...en, detail: en.detail.map((p) => `${p.split(". ")[0]}.`) }, ko } });
    const short = run("scripts/check-content.ts", [dir]);
    expect(short.status).toBe(1);
    expect(short.stdout).toContain("/fact/space/scaffold-check translations.en.detail length: has 23 words; write 90–180");

    // The writer's part, done: the texts, then the pairs and the proposed pronunciations the reviewers will read.
    save(written);
    for (const [script, args] of [
      ["scripts/set-reading-times.ts", [dir]],
      ["scripts/make-sentence-pairs.ts", ["--data", dir]],
      ["scripts/make-pronunciations.ts", ["--data", dir]],
    ] as const) {
      const step = run(script, [...args]);
      expect(step.status, `${script}: ${step.stderr}`).toBe(0);
    }
    // A draft: it adds no failure, and the notice names what the reviewers still have to read.
    const submitted = run("scripts/check-content.ts", [dir]);
    expect(failing(submitted.stdout)).toEqual(baseline);
    const [notice, ...others] = about(submitted.stdout);
    expect(others).toEqual([]);
    expect(notice).toMatch(
      /^draft: \/fact\/space\/scaffold-check \(publishedDate \d{4}-\d{2}-\d{2}\) passes as a draft; before that day it needs review of: /,
    );
    for (const need of ["translations.en.reviewedAt", "translations.ko.reviewedAt", "sentence pairs", 'pronunciation of "비계"'])
      expect(notice).toContain(need);

    // On its day the same gaps fail: nothing reaches readers unreviewed.
    const today = seoulDay(new Date());
    const due = JSON.parse(readFileSync(file, "utf8")) as { slug: string; publishedDate: string }[];
    due.find((f) => f.slug === "scaffold-check")!.publishedDate = today;
    writeFileSync(file, JSON.stringify(due, null, 2));
    const unreviewed = about(run("scripts/check-content.ts", [dir]).stdout);
    expect(unreviewed.some((l) => l.startsWith("draft:"))).toBe(false);
    for (const gap of [
      "translations.en.reviewedAt review: is missing",
      "translations.ko.reviewedAt review: is missing",
      "sentence-pairs: are not reviewed",
    ])
      expect(unreviewed.join("\n")).toContain(gap);
    expect(unreviewed.join("\n")).toMatch(/비계 pronunciation: is read by 0 of 2 readers/);

    // The reviewers' part: fact:reviewed, the reading of every pair, and two readers for each proposed term.
    const reviewed = run("scripts/mark-reviewed.ts", ["/fact/space/scaffold-check", "--date", today, "--data", dir]);
    expect(reviewed.status, reviewed.stderr).toBe(0);
    const read = run("scripts/make-sentence-pairs.ts", ["--data", dir, "--review", "/fact/space/scaffold-check", "--by", "Test Reviewer"]);
    expect(read.status, read.stderr).toBe(0);
    const sounds = JSON.parse(readFileSync(path.join(dir, "pronunciations", "space.json"), "utf8")) as {
      terms: Record<string, { proposed?: true }>;
    };
    const proposals = Object.entries(sounds.terms).filter(([, entry]) => entry.proposed);
    expect(proposals.map(([term]) => term)).toContain("비계");
    for (const [term] of proposals)
      for (const reader of ["Reader One", "Reader Two"]) {
        const heard = run("scripts/make-pronunciations.ts", ["--data", dir, "--read", term, "--by", reader]);
        expect(heard.status, heard.stderr).toBe(0);
      }
    const finished = run("scripts/check-content.ts", [dir]);
    expect(about(finished.stdout)).toEqual([]);
    expect(failing(finished.stdout)).toEqual(baseline);
    rmSync(dir, { recursive: true, force: true });
  }, 240_000);

  it("refuses an unknown category, a bad slug and a slug already used", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-scaffold-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    expect(run("scripts/new-fact.ts", ["--category", "nowhere", "--slug", "x", "--data", dir]).stderr).toContain('no category "nowhere"');
    expect(run("scripts/new-fact.ts", ["--category", "space", "--slug", "Bad Slug", "--data", dir]).status).toBe(1);
    const taken = loadCatalogue(dir).byCategory.get("space")![0]!.slug;
    expect(run("scripts/new-fact.ts", ["--category", "space", "--slug", taken, "--data", dir]).stderr).toContain("already has");
  });
});
