import { writeJson } from "../saved/device-store";

/**
 * The facts this browser has opened, newest first, so their key terms can become review cards. Written a
 * moment after a fact page is shown (a dynamic import, off the page's own script), kept only in localStorage.
 */
export const READ_KEY = "curio:read";
/** Facts remembered: the most recent ones; plenty for a review deck, small for localStorage. */
export const MAX_READ = 200;

export interface ReadFact {
  path: string;
  readAt: number;
}

const FACT_PATH = /^\/fact\/[a-z0-9-]{1,80}\/[a-z0-9-]{1,200}$/;

/** The stored list, keeping only well-formed entries. */
export function parseRead(snapshot: string | null): ReadFact[] {
  try {
    const value: unknown = JSON.parse(snapshot ?? "[]");
    if (!Array.isArray(value)) return [];
    return value.filter(
      (v): v is ReadFact =>
        typeof v === "object" && v !== null && typeof v.path === "string" && FACT_PATH.test(v.path) && Number.isFinite(v.readAt),
    );
  } catch {
    return [];
  }
}

/** The list after reading `path` at `now`: it moves to the front, the oldest beyond MAX_READ drop off. */
export const withRead = (list: readonly ReadFact[], path: string, now: number): ReadFact[] =>
  [{ path, readAt: now }, ...list.filter((f) => f.path !== path)].slice(0, MAX_READ);

export function readFacts(): ReadFact[] {
  try {
    return parseRead(window.localStorage.getItem(READ_KEY));
  } catch {
    return [];
  }
}

/** Remembers that the reader opened the fact at `path`. */
export function recordRead(path: string): void {
  if (FACT_PATH.test(path)) writeJson(READ_KEY, withRead(readFacts(), path, Date.now()));
}
