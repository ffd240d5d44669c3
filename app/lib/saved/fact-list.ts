import type { Catalogue } from "../catalogue/catalogue";

/** The most facts a shared list may hold. */
export const LIST_LIMIT = 50;
/** The longest `f` value read: 50 addresses of a generous length (the server cuts anything longer). */
export const LIST_PARAM_LENGTH = 4000;

const ENTRY = /^[a-z0-9]+(?:-[a-z0-9]+)*\/[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Whether an entry is a well-formed `category/slug` (what parseFactList accepts). */
export const isListEntry = (entry: string) => ENTRY.test(entry);

/** A fact path as a list entry: "/fact/space/venus" ↔ "space/venus". */
export const toListEntry = (factPath: string) => factPath.replace(/^\/fact\//, "");
const toFactPath = (entry: string) => `/fact/${entry}`;

export type ParsedList =
  /** Not a list: an entry that is not `category/slug`, or more than LIST_LIMIT entries. */
  | { kind: "invalid" }
  /** The facts named, in the sharer's order, each once, unknown ones left out; `normalized` is their `f`. */
  | { kind: "list"; paths: string[]; normalized: string };

/** Reads `f` (category/slug entries joined by commas) against the catalogue; more than `limit` entries is invalid. */
export function parseFactList(value: string, catalogue: Catalogue, limit = LIST_LIMIT): ParsedList {
  const entries = value.split(",");
  if (entries.length > limit || !entries.every((e) => ENTRY.test(e))) return { kind: "invalid" };
  const paths = [...new Set(entries.map(toFactPath))].filter((p) => catalogue.byPath.has(p));
  return { kind: "list", paths, normalized: paths.map(toListEntry).join(",") };
}
