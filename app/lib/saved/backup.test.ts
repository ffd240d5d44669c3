import { constants, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { StoredCard } from "../review/store";
import {
  addedBy,
  codeInHash,
  inflateWithin,
  MAX_BACKUP_BYTES,
  MAX_QR_LINK_LENGTH,
  mergeProgress,
  piecesOf,
  parseBackupCode,
  parseBackupJson,
  toBackupCode,
  toBackupJson,
  type Progress,
} from "./backup";

const here: Progress = {
  saved: [
    { path: "/fact/space/venus-day-longer-than-year", savedAt: 2_000 },
    { path: "/fact/animals/octopus-three-hearts", savedAt: 1_000 },
  ],
  quizDays: ["2026-11-26", "2026-11-25"],
  finishedQuizzes: [{ day: "2026-11-26", lang: "en", answers: "01230" }],
  review: {},
};

const card = (reps: number, due: number): StoredCard => ({
  fact: "/fact/space/venus-day-longer-than-year",
  due,
  stability: 2.3,
  difficulty: 5.1,
  elapsed_days: 0,
  scheduled_days: 2,
  learning_steps: 0,
  reps,
  lapses: 0,
  state: 2,
  last_review: due - 86_400_000,
});

/** Saved at whole minutes, as the code keeps them. */
const there: Progress = {
  saved: [
    { path: "/fact/animals/octopus-three-hearts", savedAt: Date.UTC(2026, 10, 26, 9, 30) },
    { path: "/fact/history/hangul-creation", savedAt: Date.UTC(2026, 10, 25, 21, 5) },
  ],
  quizDays: ["2026-11-25", "2026-11-24"],
  finishedQuizzes: [
    { day: "2026-11-26", lang: "en", answers: "33333", score: 2 },
    { day: "2026-11-26", lang: "ko", answers: "00000" },
  ],
  review: { "ko|/fact/space/venus-day-longer-than-year|day": card(3, 1_800_000_000_000) },
};

describe("backup file", () => {
  it("reads back exactly what it wrote", () => {
    const text = toBackupJson(here, new Date("2026-11-27T00:00:00Z"));
    expect(parseBackupJson(text)).toEqual({ ok: true, progress: here });
    expect(JSON.parse(text)).toMatchObject({ "curio-backup": 1, exportedAt: "2026-11-27T00:00:00.000Z" });
  });

  it.each([
    ["not JSON", "hello", "notCurio"],
    ["JSON of something else", '{"saved": []}', "notCurio"],
    ["an array", "[1, 2]", "notCurio"],
    ["from a newer Curio", '{"curio-backup": 2, "saved": [], "quizDays": [], "finishedQuizzes": []}', "newer"],
    ["a list missing", '{"curio-backup": 1, "saved": []}', "damaged"],
    [
      "a bad fact path",
      '{"curio-backup": 1, "saved": [{"path": "/fact/../x", "savedAt": 1}], "quizDays": [], "finishedQuizzes": []}',
      "damaged",
    ],
    [
      "a script for a path",
      '{"curio-backup": 1, "saved": [{"path": "javascript:alert(1)", "savedAt": 1}], "quizDays": [], "finishedQuizzes": []}',
      "damaged",
    ],
    ["a day that is not one", '{"curio-backup": 1, "saved": [], "quizDays": ["2026-02-30"], "finishedQuizzes": []}', "damaged"],
    [
      "a quiz with bad answers",
      '{"curio-backup": 1, "saved": [], "quizDays": [], "finishedQuizzes": [{"day": "2026-11-26", "lang": "en", "answers": "9"}]}',
      "damaged",
    ],
    ["a version that is not a number", '{"curio-backup": "1", "saved": [], "quizDays": [], "finishedQuizzes": []}', "damaged"],
    ["far too large", " ".repeat(1_000_001), "tooLarge"],
  ])("refuses %s with a reason the page can say", (_, text, problem) => {
    expect(parseBackupJson(text)).toEqual({ ok: false, problem });
  });

  it("keeps only the fields it knows", () => {
    const text = JSON.stringify({
      "curio-backup": 1,
      saved: [{ path: "/fact/space/x", savedAt: 1, extra: "<script>" }],
      quizDays: [],
      finishedQuizzes: [],
    });
    expect(parseBackupJson(text)).toEqual({
      ok: true,
      progress: { saved: [{ path: "/fact/space/x", savedAt: 1 }], quizDays: [], finishedQuizzes: [], review: {} },
    });
  });
});

describe("merging a backup into this browser", () => {
  it("adds and never takes away: later save time, every day played, this browser's first quiz result", () => {
    const merged = mergeProgress(here, there);
    expect(merged.saved).toEqual([...there.saved, here.saved[0]]);
    expect(merged.quizDays).toEqual(["2026-11-26", "2026-11-25", "2026-11-24"]);
    expect(merged.finishedQuizzes).toEqual([here.finishedQuizzes[0], there.finishedQuizzes[1]]);
    expect(addedBy(here, merged)).toEqual({ saved: 1, quizDays: 1, cards: 1 });
  });

  it("changes nothing when the backup holds nothing new", () => {
    expect(mergeProgress(here, here)).toEqual(mergeProgress(here, { saved: [], quizDays: [], finishedQuizzes: [], review: {} }));
    expect(addedBy(here, mergeProgress(here, here))).toEqual({ saved: 0, quizDays: 0, cards: 0 });
  });

  it("carries review cards: the card reviewed more wins, none is removed, and a broken card spoils the file", () => {
    const id = "ko|/fact/space/venus-day-longer-than-year|day";
    const mine = { ...here, review: { [id]: card(5, 1_900_000_000_000), "en|/fact/space/venus-day-longer-than-year|day": card(1, 1) } };
    const merged = mergeProgress(mine, there);
    expect(merged.review[id]!.reps).toBe(5);
    expect(Object.keys(merged.review)).toHaveLength(2);
    expect(mergeProgress(there, mine).review[id]!.reps).toBe(5);
    const text = toBackupJson(there, new Date());
    expect(parseBackupJson(text)).toEqual({ ok: true, progress: there });
    const broken = JSON.parse(text) as { review: Record<string, Record<string, unknown>> };
    broken.review[id]!.due = "soon";
    expect(parseBackupJson(JSON.stringify(broken))).toEqual({ ok: false, problem: "damaged" });
    // A backup made before review cards existed reads as having none.
    const old = JSON.parse(text) as Record<string, unknown>;
    delete old.review;
    expect(parseBackupJson(JSON.stringify(old))).toEqual({ ok: true, progress: { ...there, review: {} } });
  });
});

/** A code in the first format (C1: the backup's JSON, compressed), as Curio made them before C2. */
async function c1Code(json: object): Promise<string> {
  const stream = new Blob([JSON.stringify(json)]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  return `C1.${btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")}`;
}

describe("backup code", () => {
  it("round-trips, survives spaces and line breaks from copying, and carries paths and numbers only, in a few dozen letters", async () => {
    const code = await toBackupCode({ ...there, review: {} });
    expect(code).toMatch(/^C2\.[rz][A-Za-z0-9._~-]+$/);
    // Two saved facts, two quiz days and two finished quizzes (the C1 code of the same took 190 letters).
    expect(code.length).toBeLessThan(110);
    expect(code).not.toContain("/fact/");
    expect(await parseBackupCode(`  ${code.slice(0, 20)}\n${code.slice(20)} `)).toEqual({ ok: true, progress: { ...there, review: {} } });
    // Review cards travel in the code too; the light one (for a QR code) carries the saved facts and quiz days only.
    expect(await parseBackupCode(await toBackupCode(there))).toEqual({ ok: true, progress: there });
    expect(await parseBackupCode(await toBackupCode(there, { light: true }))).toEqual({
      ok: true,
      progress: { ...there, finishedQuizzes: [], review: {} },
    });
  });

  it("keeps a saved fact's minute, a category outside the six, a day before 2024 and a quiz kept without a score", async () => {
    const odd: Progress = {
      saved: [{ path: "/fact/music/a-new-category", savedAt: Date.UTC(2023, 5, 1, 12, 0) }],
      quizDays: ["2023-12-31", "2024-01-01", "2026-02-28"],
      finishedQuizzes: [{ day: "2023-12-31", lang: "ko", answers: "01230" }],
      review: {},
    };
    expect(await parseBackupCode(await toBackupCode(odd))).toEqual({
      ok: true,
      progress: { ...odd, quizDays: ["2026-02-28", "2024-01-01", "2023-12-31"] },
    });
  });

  it("makes a link a phone can scan from another phone's screen: a month of quizzes and five saved facts, or (light) a year and eight", async () => {
    const link = (code: string) => `https://curio.example/en/saved#restore=${code}`;
    const slugs = ["honey-never-spoils", "venus-day-longer-than-year", "octopus-three-hearts-blue-blood", "sharks-older-than-trees"];
    const savedFacts = (n: number) =>
      Array.from({ length: n }, (_, i) => ({
        path: `/fact/${["science", "space", "animals", "history"][i % 4]}/${slugs[i % 4]}-${i}`,
        savedAt: Date.UTC(2026, 0, 1 + i * 9, 8, i),
      }));
    const days = (n: number) => Array.from({ length: n }, (_, i) => new Date(Date.UTC(2026, 10, 30 - i)).toISOString().slice(0, 10));
    const month = { saved: savedFacts(5), quizDays: days(30), review: {} };
    const finishedQuizzes = month.quizDays.map((day, i) => ({ day, lang: "en" as const, score: (i * 7) % 6 }));
    const code = await toBackupCode({ ...month, finishedQuizzes });
    expect(link(code).length).toBeLessThanOrEqual(MAX_QR_LINK_LENGTH);
    expect(await parseBackupCode(code)).toEqual({ ok: true, progress: { ...month, finishedQuizzes } });
    const year = { saved: savedFacts(8), quizDays: days(365), finishedQuizzes: [], review: {} };
    expect(link(await toBackupCode(year, { light: true })).length).toBeLessThanOrEqual(MAX_QR_LINK_LENGTH);
  });

  it("still reads the codes made before (C1)", async () => {
    const old = { "curio-backup": 1, saved: [{ path: "/fact/space/x", savedAt: 1 }], quizDays: ["2026-11-26"], finishedQuizzes: [] };
    expect(await parseBackupCode(await c1Code(old))).toEqual({
      ok: true,
      progress: { saved: [{ path: "/fact/space/x", savedAt: 1 }], quizDays: ["2026-11-26"], finishedQuizzes: [], review: {} },
    });
    expect(await parseBackupCode(await c1Code({ ...old, "curio-backup": 2 }))).toEqual({ ok: false, problem: "newer" });
  });

  it.each([
    ["empty", "", "notCurio"],
    ["text", "hello there", "notCurio"],
    ["a later format", "C3.abc", "newer"],
    ["a C2 code of neither form", "C2.abc", "damaged"],
    ["a C2 code whose check fails", "C2.rabcd3octopus-three-hearts_wq7u~~", "damaged"],
    ["not base64", "C1.***", "damaged"],
    ["not compressed", "C1.aGVsbG8", "damaged"],
  ])("refuses %s", async (_, code, problem) => {
    expect(await parseBackupCode(code)).toEqual({ ok: false, problem });
  });

  it("checks what a C2 code carries as a file's content is checked", async () => {
    // A code made from values no browser of Curio keeps (a language it does not have, a path that is not one).
    const french = { ...here, finishedQuizzes: [{ day: "2026-11-26", lang: "fr" as "en", score: 3 }] };
    expect(await parseBackupCode(await toBackupCode(french))).toEqual({ ok: false, problem: "damaged" });
    const odd = { ...here, saved: [{ path: "/fact/space/Not_A_Slug", savedAt: 1 }] };
    expect((await parseBackupCode(await toBackupCode(odd))).ok).toBe(false);
  });

  it("refuses a code whose content is damaged once inflated", async () => {
    const code = await toBackupCode(here);
    // Flip letters in the middle: the inflated bytes are no longer a valid backup (or do not inflate).
    const broken = `${code.slice(0, 10)}${code.slice(10, 30).split("").reverse().join("")}${code.slice(30)}`;
    expect((await parseBackupCode(broken)).ok).toBe(false);
  });

  // 400 MB of spaces in 396 KB of deflate-raw (a 528 KB code, within the allowed length): one compressed megabyte,
  // ended by a sync flush rather than a final block, 400 times, then an empty final block (cheaper than 400 MB).
  const megabyte = deflateRawSync(Buffer.alloc(MAX_BACKUP_BYTES, " "), { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  const bomb = Buffer.concat([...Array.from({ length: 400 }, () => megabyte), deflateRawSync(Buffer.alloc(0))]);

  it("refuses a code that inflates past the limit (a 528 KB code of 400 MB)", async () => {
    const code = `C1.${bomb.toString("base64url")}`;
    expect(code.length).toBeLessThan(MAX_BACKUP_BYTES);
    expect(await parseBackupCode(code)).toEqual({ ok: false, problem: "tooLarge" });
  });

  it("inflates piece by piece and stops asking for the code once the output passes the limit", async () => {
    let given = 0;
    function* counted() {
      for (const piece of piecesOf(bomb)) {
        given += piece.length;
        yield piece;
      }
    }
    expect(await inflateWithin(counted(), MAX_BACKUP_BYTES)).toBeUndefined();
    // Inflated whole, all of it would be read; stopping at the limit reads a four-hundredth, and what the
    // decompressor takes in ahead (16 KB in Node, a piece or two in browsers).
    expect(given).toBeLessThan(bomb.length / 10);
    const small = new Uint8Array(deflateRawSync(Buffer.from("curio")));
    expect(new TextDecoder().decode(await inflateWithin(piecesOf(small, 2), 5))).toBe("curio");
    expect(await inflateWithin(piecesOf(small, 2), 4)).toBeUndefined();
    await expect(inflateWithin(piecesOf(new TextEncoder().encode("not deflate")), 100)).rejects.toThrow();
  });

  it("is found in a link's fragment, and only there", () => {
    expect(codeInHash("#restore=C1.abc")).toBe("C1.abc");
    expect(codeInHash("#restore=C1.%E0%A4%A")).toBe("C1.%E0%A4%A");
    expect(codeInHash("#p3")).toBeUndefined();
    expect(codeInHash("")).toBeUndefined();
  });
});
