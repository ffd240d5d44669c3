import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";

type File = { readBy: string[]; terms: Record<string, Record<string, unknown>> };

// check:content over a copy of the catalogue with planted faults in the reviewed pronunciations (issue #34 item 4).
describe("check:content and the reviewed pronunciations", () => {
  it("fails on a key term nobody read, a term no fact uses, a departure from the library without its rule, one reader, a proposal left unread, a term said two ways and a term without a pronunciation", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-sounds-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    const fileOf = (category: string) => path.join(dir, "pronunciations", `${category}.json`);
    const read = (category: string) => JSON.parse(readFileSync(fileOf(category), "utf8")) as File;
    const write = (category: string, file: File) => writeFileSync(fileOf(category), JSON.stringify(file, null, 2));

    const space = read("space");
    const [missing, unruled, proposed, silent, lonely] = Object.keys(space.terms).filter(
      (t) => space.terms[t]!.pronunciation !== null && space.terms[t]!.readBy === undefined,
    );
    delete space.terms[missing!];
    space.terms["없는 낱말"] = { pronunciation: "엄는 난말", romanization: "eomneun nanmal" };
    space.terms[unruled!] = { pronunciation: "가나다", romanization: "ganada" };
    space.terms[proposed!] = { ...space.terms[proposed!], proposed: true };
    space.terms[silent!] = { pronunciation: null, romanization: null, rule: "unsure" };
    space.terms[lonely!] = { ...space.terms[lonely!], readBy: ["one reader"] };
    write("space", space);
    // A term two categories share, said differently in the second.
    const catalogue = loadCatalogue("data");
    const termsOf = (category: string) =>
      new Set(catalogue.facts.filter((f) => f.category === category).flatMap((f) => f.glossary.map((g) => g.ko)));
    const [first, second] = ["animals", "insects"];
    const shared = [...termsOf(first)].find((t) => termsOf(second).has(t))!;
    const other = read(second);
    other.terms[shared] = { pronunciation: "가", romanization: "ga", rule: "planted" };
    write(second, other);

    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/check-content.ts", dir], { encoding: "utf8" });
    expect(run.status).toBe(1);
    const lines = run.stdout.split("\n").filter((line) => line.includes(" pronunciation: "));
    const fact = catalogue.facts.find((f) => f.category === "space" && f.glossary.some((g) => g.ko === missing))!;
    expect(run.stdout).toContain(`${fact.path} pronunciation: key term "${missing}" has no pronunciation entry`);
    expect(run.stdout).toContain("없는 낱말 pronunciation: is not a key term of this category's facts");
    expect(run.stdout).toMatch(new RegExp(`${unruled} pronunciation: differs from the library \\(\\[.+\\] .+\\) without a rule`));
    expect(run.stdout).toContain(`${proposed} pronunciation: is read by 2 of 2 readers (the library's proposal)`);
    expect(run.stdout).toContain(`${lonely} pronunciation: is read by 1 of 2 readers`);
    expect(run.stdout).toMatch(new RegExp(`${shared} pronunciation: is \\[가\\] ga here but \\[.+\\] .+ in ${first}`));
    expect(run.stdout).toContain(`${silent} pronunciation: has no pronunciation`);
    // A published fact's terms: none of these waits as a draft's may.
    expect(
      lines.filter((l) =>
        [missing, "없는 낱말", unruled, proposed, lonely, shared, silent].some(
          (t) => l.includes(`${t} pronunciation`) || l.includes(`"${t}"`),
        ),
      ),
    ).toHaveLength(7);
  });

  it("proposes the library's reading for a new key term and drops one no fact uses (npm run data:pronunciations)", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "curio-sounds-"));
    onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
    cpSync("data", dir, { recursive: true });
    const file = path.join(dir, "pronunciations", "space.json");
    const space = JSON.parse(readFileSync(file, "utf8")) as File;
    const [removed] = Object.keys(space.terms);
    const kept = { ...space.terms };
    delete space.terms[removed!];
    space.terms["없는 낱말"] = { pronunciation: "엄는 난말", romanization: "eomneun nanmal" };
    writeFileSync(file, JSON.stringify(space));
    const run = spawnSync(process.execPath, ["--import", "tsx", "scripts/make-pronunciations.ts", "--data", dir], { encoding: "utf8" });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("1 proposed from the library");
    const after = JSON.parse(readFileSync(file, "utf8")) as File;
    expect(after.terms["없는 낱말"]).toBeUndefined();
    expect(after.terms[removed!]).toMatchObject({ proposed: true });
    // Reviewed entries stay as they were.
    for (const [term, entry] of Object.entries(kept)) if (term !== removed) expect(after.terms[term]).toEqual(entry);
  });
});
