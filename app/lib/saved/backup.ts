import { isFinishedQuiz, type FinishedQuiz } from "../daily/finished-quizzes";
import { isCalendarDay } from "../daily/rotation";
import { mergeReviewCards, validCards, type ReviewCards } from "../review/store";
import { isSavedFact, type SavedFact } from "./device-store";

/**
 * A reader's progress carried between browsers: saved facts, the days a quiz was played (the streak), the
 * quizzes finished and the review cards' schedule (a file without `review`, made before there were cards, reads as none). As a file (JSON, downloaded and picked again) or as a short code (the same, compressed),
 * which the saved page also shows as a QR code of a link. Nothing of it passes through the server: the code
 * travels in the link's fragment, which browsers never send.
 */
export interface Progress {
  saved: SavedFact[];
  quizDays: string[];
  finishedQuizzes: FinishedQuiz[];
  review: ReviewCards;
}

export const BACKUP_VERSION = 1;
const MARK = "curio-backup";
/** The code's prefix names the format and its version, so a later format can still read it. */
const CODE_PREFIX = "C1.";
/** A backup larger than this is not ours (a thousand saved facts take about 60 KB). */
export const MAX_BACKUP_BYTES = 1_000_000;
/** Entries kept per list: far above real use, small enough for localStorage. */
const MAX_ENTRIES = 5_000;

/** Why a backup could not be read; the saved page says each in the reader's words. */
export type BackupProblem = "tooLarge" | "notCurio" | "newer" | "damaged";
export type BackupResult = { ok: true; progress: Progress } | { ok: false; problem: BackupProblem };

const FACT_PATH = /^\/fact\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,200}$/;
const isValidSaved = (value: unknown): value is SavedFact =>
  isSavedFact(value) && FACT_PATH.test(value.path) && Number.isFinite(value.savedAt) && value.savedAt >= 0;
const isDay = (value: unknown): value is string => typeof value === "string" && isCalendarDay(value);

/** The backup file's text (pretty-printed: a reader may open it). */
export function toBackupJson(progress: Progress, exportedAt: Date): string {
  return `${JSON.stringify({ [MARK]: BACKUP_VERSION, exportedAt: exportedAt.toISOString(), ...progress }, null, 2)}\n`;
}

/** Reads a backup file's text: every entry must be valid, or the file is reported damaged (never half-read). */
export function parseBackupJson(text: string): BackupResult {
  if (text.length > MAX_BACKUP_BYTES) return { ok: false, problem: "tooLarge" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problem: "notCurio" };
  }
  if (typeof value !== "object" || value === null || !(MARK in value)) return { ok: false, problem: "notCurio" };
  const file = value as Record<string, unknown>;
  if (typeof file[MARK] !== "number" || !Number.isInteger(file[MARK]) || file[MARK] < 1) return { ok: false, problem: "damaged" };
  if (file[MARK] > BACKUP_VERSION) return { ok: false, problem: "newer" };
  const { saved, quizDays, finishedQuizzes } = file;
  const review = file.review === undefined ? { cards: {}, rejected: 0 } : validCards(file.review);
  const valid =
    review.rejected === 0 &&
    Array.isArray(saved) &&
    Array.isArray(quizDays) &&
    Array.isArray(finishedQuizzes) &&
    [saved, quizDays, finishedQuizzes].every((list) => list.length <= MAX_ENTRIES) &&
    saved.every(isValidSaved) &&
    quizDays.every(isDay) &&
    finishedQuizzes.every(isFinishedQuiz);
  if (!valid) return { ok: false, problem: "damaged" };
  return {
    ok: true,
    progress: {
      saved: saved.map(({ path, savedAt }) => ({ path, savedAt })),
      quizDays: [...quizDays],
      finishedQuizzes: finishedQuizzes.map(({ day, lang, answers, score }) => ({
        day,
        lang,
        answers,
        ...(score === undefined ? {} : { score }),
      })),
      review: review.cards,
    },
  };
}

/**
 * Adds a backup to what this browser has, never taking anything away: a fact saved in both keeps the later
 * save time, a day played in either counts, and a quiz finished in both keeps this browser's first result.
 */
export function mergeProgress(current: Progress, incoming: Progress): Progress {
  const saved = new Map(current.saved.map((f) => [f.path, f]));
  for (const fact of incoming.saved) {
    const kept = saved.get(fact.path);
    if (!kept || kept.savedAt < fact.savedAt) saved.set(fact.path, fact);
  }
  const finished = [...current.finishedQuizzes];
  for (const quiz of incoming.finishedQuizzes) {
    if (!finished.some((q) => q.day === quiz.day && q.lang === quiz.lang)) finished.push(quiz);
  }
  return {
    saved: [...saved.values()].sort((a, b) => b.savedAt - a.savedAt).slice(0, MAX_ENTRIES),
    quizDays: [...new Set([...current.quizDays, ...incoming.quizDays])].sort().reverse().slice(0, MAX_ENTRIES),
    finishedQuizzes: finished.sort((a, b) => b.day.localeCompare(a.day) || a.lang.localeCompare(b.lang)).slice(0, MAX_ENTRIES),
    review: mergeReviewCards(current.review, incoming.review),
  };
}

/** What a merge added, for the message after an import. */
export function addedBy(before: Progress, after: Progress): { saved: number; quizDays: number; cards: number } {
  const changed = Object.entries(after.review).filter(([id, card]) => before.review[id] !== card).length;
  return { saved: after.saved.length - before.saved.length, quizDays: after.quizDays.length - before.quizDays.length, cards: changed };
}

/** True when there is nothing to carry. */
export const isEmptyProgress = (p: Progress) =>
  p.saved.length === 0 && p.quizDays.length === 0 && p.finishedQuizzes.length === 0 && Object.keys(p.review).length === 0;

async function pipeBytes(
  bytes: Uint8Array<ArrayBuffer>,
  transform: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const stream = new Blob([bytes]).stream().pipeThrough(transform);
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array) =>
  btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(""))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (c) => c.charCodeAt(0));
  } catch {
    return undefined;
  }
}

/** The short code: the backup without its date, compressed (deflate-raw) and written in URL-safe letters. */
export async function toBackupCode(progress: Progress): Promise<string> {
  // No cards, no `review` (read back as none): the code stays as short as before there were cards.
  const { review, ...rest } = progress;
  const json = JSON.stringify({ [MARK]: BACKUP_VERSION, ...rest, ...(Object.keys(review).length > 0 ? { review } : {}) });
  return CODE_PREFIX + toBase64Url(await pipeBytes(new TextEncoder().encode(json), new CompressionStream("deflate-raw")));
}

/** Reads a code typed, pasted or carried in a link (spaces and line breaks from copying are ignored). */
export async function parseBackupCode(input: string): Promise<BackupResult> {
  const code = input.replace(/\s+/g, "");
  if (code.length > MAX_BACKUP_BYTES) return { ok: false, problem: "tooLarge" };
  if (!code.startsWith(CODE_PREFIX)) return { ok: false, problem: /^C\d+\./.test(code) ? "newer" : "notCurio" };
  const bytes = fromBase64Url(code.slice(CODE_PREFIX.length));
  if (!bytes || bytes.length === 0) return { ok: false, problem: "damaged" };
  try {
    const inflated = await pipeBytes(bytes, new DecompressionStream("deflate-raw"));
    if (inflated.length > MAX_BACKUP_BYTES) return { ok: false, problem: "tooLarge" };
    const result = parseBackupJson(new TextDecoder("utf-8", { fatal: true }).decode(inflated));
    return result.ok || result.problem !== "notCurio" ? result : { ok: false, problem: "damaged" };
  } catch {
    return { ok: false, problem: "damaged" };
  }
}

/** The fragment that carries a code in a link to the saved page (`#restore=C1.…`). */
export const RESTORE_FRAGMENT = "#restore=";

/** The code in a location hash, if it carries one. */
export function codeInHash(hash: string): string | undefined {
  if (!hash.startsWith(RESTORE_FRAGMENT)) return undefined;
  try {
    return decodeURIComponent(hash.slice(RESTORE_FRAGMENT.length));
  } catch {
    return hash.slice(RESTORE_FRAGMENT.length);
  }
}

/** A QR code (version 40, low correction) holds about 2,900 bytes; beyond a third of that it is hard to scan. */
export const MAX_QR_LINK_LENGTH = 1_000;
