import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { seoulDay } from "../../app/lib/time/seoul-day";

const run = (script: string, args: string[]) => spawnSync(process.execPath, ["--import", "tsx", script, ...args], { encoding: "utf8" });

// The scaffold on a copy of the catalogue: a loadable draft that check:content refuses until it is written.
describe("npm run fact:new", () => {
  it("writes a draft that loads but does not pass check:content until every TODO is written", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-scaffold-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    const made = run("scripts/new-fact.ts", ["--category", "space", "--slug", "scaffold-check", "--data", dir]);
    expect(made.status, made.stderr).toBe(0);
    for (const step of ["npm run data:reading-times", "npm run check:content", "publishedDate", "addedAt"])
      expect(made.stdout).toContain(step);

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

    // Written: the same record with every TODO replaced, within the editorial rules, passes once it is reviewed.
    const file = path.join(dir, "facts", "space.json");
    const facts = JSON.parse(readFileSync(file, "utf8")) as { slug: string; publishedDate: string }[];
    const written = {
      ...facts.find((f) => f.slug === "scaffold-check")!,
      // A source read in a stored copy, with the day it was checked (or a waiver in data/source-waivers-*.json).
      sources: [
        {
          publisher: "Curio test suite",
          title: "A record written by the scaffold test",
          url: "https://example.org/scaffold",
          checkedAt: seoulDay(new Date()),
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
    // Written but unreviewed, with an English explanation too short: refused for both, naming the fact.
    const { en, ko } = written.translations;
    save({ ...written, translations: { en: { ...en, detail: en.detail.map((p) => `${p.split(". ")[0]}.`) }, ko } });
    const refusedAgain = run("scripts/check-content.ts", [dir]);
    expect(refusedAgain.status).toBe(1);
    expect(refusedAgain.stdout).not.toContain("draft:");
    for (const line of [
      "/fact/space/scaffold-check translations.en.reviewedAt review: is missing",
      "/fact/space/scaffold-check translations.ko.reviewedAt review: is missing",
      "/fact/space/scaffold-check translations.en.detail length: has 23 words; write 90–180",
    ])
      expect(refusedAgain.stdout).toContain(line);

    // Reviewed today, before its publishedDate: a fact is reviewed before it goes live.
    const day = seoulDay(new Date());
    // The reviewers' step: fact:reviewed records each translation's review day and the text it was read against.
    save(written);
    const reviewed = run("scripts/mark-reviewed.ts", ["/fact/space/scaffold-check", "--date", day, "--data", dir]);
    expect(reviewed.status, reviewed.stderr).toBe(0);
    // Its sentences are paired for the side-by-side page (check:content refuses a fact without pairs).
    const paired = run("scripts/make-sentence-pairs.ts", ["--data", dir]);
    expect(paired.status, paired.stderr).toBe(0);
    // …which check:content refuses until a reviewer has read them, pair by pair (sentence-pairs-check.test.ts).
    const read = run("scripts/make-sentence-pairs.ts", ["--data", dir, "--review", "/fact/space/scaffold-check", "--by", "Test Reviewer"]);
    expect(read.status, read.stderr).toBe(0);
    // Its Korean key terms get the library's reading as a proposal, which check:content refuses until read.
    const proposed = run("scripts/make-pronunciations.ts", ["--data", dir]);
    expect(proposed.status, proposed.stderr).toBe(0);
    const unread = run("scripts/check-content.ts", [dir]);
    expect(unread.status).toBe(1);
    expect(unread.stdout).toContain("pronunciation: is the library's proposal, not yet read");
    // The readers confirm each reading (here: as proposed) and delete the mark.
    const soundsFile = path.join(dir, "pronunciations", "space.json");
    const sounds = JSON.parse(readFileSync(soundsFile, "utf8")) as { terms: Record<string, { proposed?: true }> };
    for (const entry of Object.values(sounds.terms)) delete entry.proposed;
    writeFileSync(soundsFile, JSON.stringify(sounds));
    const passed = run("scripts/check-content.ts", [dir]);
    expect(passed.status, passed.stdout).toBe(0);
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
