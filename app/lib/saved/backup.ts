import { isFinishedQuiz, type FinishedQuiz } from "../daily/finished-quizzes";
import { isCalendarDay } from "../daily/rotation";
import { mergeReviewCards, validCards, type ReviewCards } from "../review/store";
import { fromCompactText, toCompactText } from "./compact-progress";
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
/**
 * The code's prefix names its format, so a later format can still read the earlier ones: C1 is the backup's JSON,
 * compressed; C2 (made now) the compact text of compact-progress.ts, as it is ("C2.r…") or compressed ("C2.z…"),
 * whichever is shorter, after a four-letter check of the text, so a code mistyped or cut is refused, not misread.
 */
const C1 = "C1.";
const C2 = "C2.";
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
  return checkedProgress(file);
}

/** A backup's lists, each entry checked: all valid, or the whole is damaged. */
function checkedProgress(file: Record<string, unknown>): BackupResult {
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
        ...(answers === undefined ? {} : { answers }),
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

/** What the decompressor is given at a time: inflated, a piece can grow about a thousandfold, to some 260 KB. */
const INFLATE_PIECE = 256;

/** A code's bytes in pieces, handed out only as they are asked for. */
export function* piecesOf(bytes: Uint8Array, size = INFLATE_PIECE): Generator<Uint8Array<ArrayBuffer>> {
  for (let at = 0; at < bytes.length; at += size) yield bytes.slice(at, at + size);
}

/**
 * Inflates deflate-raw input piece by piece, reading the output as it comes, and stops (cancelling the
 * decompressor, asking for no further piece) as soon as the output passes `limit`: a code within the allowed
 * length can expand a thousandfold, and inflating it whole first would take the tab's memory on page load
 * (issue 52). A piece is written only once the last one is taken in, so at most a few pieces are ever ahead of
 * the output. Undefined when the output would pass the limit; rejects when the input is not deflate-raw.
 */
export async function inflateWithin(
  pieces: Iterable<Uint8Array<ArrayBuffer>>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const { readable, writable } = new DecompressionStream("deflate-raw");
  const writer = writable.getWriter();
  const reader = readable.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  let over = false;
  const reading = (async () => {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      total += value.byteLength;
      if (total > limit) {
        over = true;
        return reader.cancel();
      }
      chunks.push(value);
    }
  })();
  try {
    for (const piece of pieces) {
      if (over) break;
      await writer.write(piece);
    }
    if (!over) await writer.close();
  } catch {
    // The stream was cancelled past the limit, or the input is damaged: `reading` settles which.
  }
  await reading;
  if (over) return undefined;
  const inflated = new Uint8Array(total);
  let at = 0;
  for (const chunk of chunks) {
    inflated.set(chunk, at);
    at += chunk.byteLength;
  }
  return inflated;
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

/** Four letters of the text's FNV-1a hash: a mistyped, cut or reordered code fails it (1 in 1.7 million passes). */
function checkOf(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of new TextEncoder().encode(text)) hash = Math.imul(hash ^ byte, 0x01000193) >>> 0;
  return hash.toString(36).padStart(4, "0").slice(-4);
}

/** The characters a URL fragment carries as they are: the compact text needs no encoding when it has only these. */
const FRAGMENT_SAFE = /^[A-Za-z0-9._~-]*$/;

/**
 * The short code (format C2): the progress as compact text (paths and numbers, no fact's text), as it is or
 * compressed, whichever is shorter, in URL-safe letters. `light` carries the saved facts and the quiz days only
 * (a QR code that a long history would make too dense to scan from a phone); the code and the file carry all.
 */
export async function toBackupCode(progress: Progress, { light = false }: { light?: boolean } = {}): Promise<string> {
  const text = toCompactText(light ? { saved: progress.saved, quizDays: progress.quizDays, finishedQuizzes: [] } : progress);
  const check = checkOf(text);
  const zipped = `${C2}z${check}${toBase64Url(await pipeBytes(new TextEncoder().encode(text), new CompressionStream("deflate-raw")))}`;
  const plain = `${C2}r${check}${text}`;
  return FRAGMENT_SAFE.test(text) && plain.length <= zipped.length ? plain : zipped;
}

async function inflatedText(encoded: string): Promise<string | undefined> {
  const bytes = fromBase64Url(encoded);
  if (!bytes || bytes.length === 0) return undefined;
  // Inflated piece by piece, and given up past the limit: a small code must not unfold into gigabytes (issue 52).
  const inflated = await inflateWithin(piecesOf(bytes), MAX_BACKUP_BYTES);
  if (!inflated) throw new RangeError("too large");
  return new TextDecoder("utf-8", { fatal: true }).decode(inflated);
}

/** A C2 code's content, checked as a file's is. */
async function parseCompactCode(body: string): Promise<BackupResult> {
  const [mode, check] = [body.slice(0, 1), body.slice(1, 5)];
  const text = mode === "r" ? body.slice(5) : mode === "z" ? await inflatedText(body.slice(5)) : undefined;
  const content = text === undefined || checkOf(text) !== check ? undefined : fromCompactText(text);
  if (!content) return { ok: false, problem: "damaged" };
  return checkedProgress({ ...content });
}

/** Reads a code typed, pasted or carried in a link, in any format Curio made (spaces and line breaks from copying are ignored). */
export async function parseBackupCode(input: string): Promise<BackupResult> {
  const code = input.replace(/\s+/g, "");
  if (code.length > MAX_BACKUP_BYTES) return { ok: false, problem: "tooLarge" };
  try {
    if (code.startsWith(C2)) return await parseCompactCode(code.slice(C2.length));
    if (!code.startsWith(C1)) return { ok: false, problem: /^C\d+\./.test(code) ? "newer" : "notCurio" };
    const json = await inflatedText(code.slice(C1.length));
    if (json === undefined) return { ok: false, problem: "damaged" };
    const result = parseBackupJson(json);
    return result.ok || result.problem !== "notCurio" ? result : { ok: false, problem: "damaged" };
  } catch (error) {
    return { ok: false, problem: error instanceof RangeError ? "tooLarge" : "damaged" };
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

/**
 * The longest link the QR code carries: 300 bytes make a version 11 code at low correction (61 modules a side),
 * which a phone reads from another phone's screen at the size the saved page draws it. (The 283-letter C1 code
 * of a few saved facts and review cards made a denser one, too fine to scan from a phone, issue 50.)
 */
export const MAX_QR_LINK_LENGTH = 300;
