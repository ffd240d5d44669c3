/**
 * What Curio keeps on the reader's device (saved facts, quiz days), in localStorage only: nothing of it is
 * sent anywhere. Each value is a JSON array under one key; a change notifies this tab and (through the
 * storage event) the others.
 */
const CHANGE_EVENT = "curio:device-store";

export const SAVED_KEY = "curio:saved";
export const QUIZ_DAYS_KEY = "curio:quiz-days";
export const FINISHED_QUIZZES_KEY = "curio:quiz-finished";

export interface SavedFact {
  path: string;
  /** When it was saved (ms since epoch): the saved page lists newest first. */
  savedAt: number;
}

function readArray(key: string): unknown[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? "[]");
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
}

function writeArray(key: string, value: unknown[]): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or refused (private mode): the toggle simply does not stick.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` whenever the store changes, here or in another tab; returns the unsubscribe. */
export function subscribeToDeviceStore(onChange: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The raw saved-facts value: useSyncExternalStore compares snapshots, so a string (stable) rather than a new array. */
export const savedSnapshot = () => window.localStorage.getItem(SAVED_KEY) ?? "[]";
export const quizDaysSnapshot = () => window.localStorage.getItem(QUIZ_DAYS_KEY) ?? "[]";
export const finishedQuizzesSnapshot = () => window.localStorage.getItem(FINISHED_QUIZZES_KEY) ?? "[]";

export const isSavedFact = (value: unknown): value is SavedFact =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SavedFact).path === "string" &&
  typeof (value as SavedFact).savedAt === "number";

/** Saved facts, newest first. */
export function parseSaved(snapshot: string): SavedFact[] {
  let value: unknown;
  try {
    value = JSON.parse(snapshot);
  } catch {
    return [];
  }
  return (Array.isArray(value) ? value.filter(isSavedFact) : []).sort((a, b) => b.savedAt - a.savedAt);
}

export function parseDays(snapshot: string): string[] {
  try {
    const value: unknown = JSON.parse(snapshot);
    return Array.isArray(value) ? value.filter((d): d is string => typeof d === "string") : [];
  } catch {
    return [];
  }
}

export function setSaved(path: string, saved: boolean): void {
  const others = readArray(SAVED_KEY).filter((f) => isSavedFact(f) && f.path !== path);
  writeArray(SAVED_KEY, saved ? [...others, { path, savedAt: Date.now() }] : others);
}

/** Puts back a fact just removed, with the time it was first saved (Undo): the list keeps its order. */
export function restoreSaved(fact: SavedFact): void {
  const others = readArray(SAVED_KEY).filter((f) => isSavedFact(f) && f.path !== fact.path);
  writeArray(SAVED_KEY, [...others, fact]);
}

export function writeQuizDays(days: string[]): void {
  writeArray(QUIZ_DAYS_KEY, days);
}

/** The quizzes finished on this device (see app/lib/daily/finished-quizzes.ts). */
export function writeFinishedQuizzes(list: unknown[]): void {
  writeArray(FINISHED_QUIZZES_KEY, list);
}

/** Everything kept on this device, read at once (a backup's content). */
export function readProgress(): { saved: SavedFact[]; quizDays: string[]; finishedQuizzes: unknown[] } {
  return {
    saved: parseSaved(savedSnapshot()),
    quizDays: parseDays(quizDaysSnapshot()),
    finishedQuizzes: readArray(FINISHED_QUIZZES_KEY),
  };
}

/** Replaces everything kept on this device (after a merge that only ever adds to it). */
export function writeProgress(progress: { saved: SavedFact[]; quizDays: string[]; finishedQuizzes: unknown[] }): void {
  writeArray(SAVED_KEY, progress.saved);
  writeArray(QUIZ_DAYS_KEY, progress.quizDays);
  writeArray(FINISHED_QUIZZES_KEY, progress.finishedQuizzes);
}

/**
 * Asks the browser to keep this site's storage until the reader clears it (not to evict it under pressure or
 * after days without a visit). Asked when the reader keeps something; browsers decide quietly or ask once.
 * Resolves to whether storage is now persistent (false where the API is missing).
 */
export async function askToKeepStorage(): Promise<boolean> {
  try {
    if (!navigator.storage?.persist) return false;
    return (await navigator.storage.persisted()) || (await navigator.storage.persist());
  } catch {
    return false;
  }
}

/** Whether the browser already keeps this site's storage for good (false where unknown). */
export async function storageIsKept(): Promise<boolean> {
  try {
    return (await navigator.storage?.persisted?.()) ?? false;
  } catch {
    return false;
  }
}
