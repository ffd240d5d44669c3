import { constants, deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { StoredCard } from "../review/store";
import {
  addedBy,
  codeInHash,
  inflateWithin,
  MAX_BACKUP_BYTES,
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

const there: Progress = {
  saved: [
    { path: "/fact/animals/octopus-three-hearts", savedAt: 5_000 },
    { path: "/fact/history/hangul-creation", savedAt: 3_000 },
  ],
  quizDays: ["2026-11-24", "2026-11-25"],
  finishedQuizzes: [
    { day: "2026-11-26", lang: "en", answers: "33333" },
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
    expect(merged.saved).toEqual([
      { path: "/fact/animals/octopus-three-hearts", savedAt: 5_000 },
      { path: "/fact/history/hangul-creation", savedAt: 3_000 },
      { path: "/fact/space/venus-day-longer-than-year", savedAt: 2_000 },
    ]);
    expect(merged.quizDays).toEqual(["2026-11-26", "2026-11-25", "2026-11-24"]);
    expect(merged.finishedQuizzes).toEqual([
      { day: "2026-11-26", lang: "en", answers: "01230" },
      { day: "2026-11-26", lang: "ko", answers: "00000" },
    ]);
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

describe("backup code", () => {
  it("round-trips, survives spaces and line breaks from copying, and stays short", async () => {
    const code = await toBackupCode({ ...there, review: {} });
    expect(code).toMatch(/^C1\.[A-Za-z0-9_-]+$/);
    expect(code.length).toBeLessThan(260);
    expect(await parseBackupCode(`  ${code.slice(0, 20)}\n${code.slice(20)} `)).toEqual({ ok: true, progress: { ...there, review: {} } });
    // Review cards travel in the code too.
    expect(await parseBackupCode(await toBackupCode(there))).toEqual({ ok: true, progress: there });
  });

  it("stays well within a QR code's reach for 50 saved facts", async () => {
    const saved = Array.from({ length: 50 }, (_, i) => ({
      path: `/fact/trivia/a-rather-long-fact-slug-number-${i}`,
      savedAt: 1_700_000_000_000 + i,
    }));
    const code = await toBackupCode({ saved, quizDays: [], finishedQuizzes: [], review: {} });
    expect(code.length).toBeLessThan(1_000);
  });

  it.each([
    ["empty", "", "notCurio"],
    ["text", "hello there", "notCurio"],
    ["a later format", "C2.abc", "newer"],
    ["not base64", "C1.***", "damaged"],
    ["not compressed", "C1.aGVsbG8", "damaged"],
  ])("refuses %s", async (_, code, problem) => {
    expect(await parseBackupCode(code)).toEqual({ ok: false, problem });
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
