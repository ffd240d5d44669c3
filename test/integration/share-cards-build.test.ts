import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { allShareCards, shareCardFile } from "../../app/lib/seo/share-card";

// The share cards' build step is the longest of a first build (1,440 cards, minutes on a busy machine): it says
// how far it has got instead of printing nothing until the end (issue 52).
const dir = mkdtempSync(path.join(tmpdir(), "curio-cards-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const ONLY = "Moon";
const draw = () =>
  spawnSync(process.execPath, ["--import", "tsx", "scripts/make-fact-cards.ts", "data", path.join(dir, "out"), path.join(dir, "cache")], {
    env: { ...process.env, SHARE_CARDS_ONLY: ONLY },
    encoding: "utf8",
  });

describe("scripts/make-fact-cards.ts", () => {
  it("says how many it will draw, then how far it has got at every tenth, then what it did", () => {
    const files = new Set(
      allShareCards(loadCatalogue("data"))
        .filter((c) => c.titles[0]!.text.includes(ONLY))
        .map(shareCardFile),
    );
    expect(files.size).toBeGreaterThanOrEqual(10);
    const run = draw();
    expect(run.status, run.stderr).toBe(0);
    const lines = run.stdout.trim().split("\n");
    expect(lines[0]).toBe(`Share cards: drawing ${files.size} of ${files.size} (the rest are in ${path.join(dir, "cache")})…`);
    const progress = lines.slice(1, -1);
    expect(progress).toHaveLength(9);
    progress.forEach((line, i) =>
      expect(line).toMatch(new RegExp(`^Share cards: \\d+ of ${files.size} drawn \\(${(i + 1) * 10} %\\), \\d+ s$`)),
    );
    expect(lines.at(-1)).toMatch(new RegExp(`^Share cards: ${files.size} in .* \\(${files.size} drawn, 0 from cache\\) in [\\d.]+ s\\.$`));
    expect(new Set(readdirSync(path.join(dir, "out")))).toEqual(files);
    // Everything from the cache: nothing to draw, nothing to report but the total.
    const again = draw();
    expect(again.stdout.trim().split("\n")).toEqual([expect.stringMatching(new RegExp(`\\(0 drawn, ${files.size} from cache\\)`))]);
  });
});
