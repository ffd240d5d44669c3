import type { Lang } from "../i18n/languages";
import type { Catalogue } from "./catalogue";
import type { Fact } from "./schema";

export type Rng = () => number;

/** A random fact translated into `lang`, never one of `exclude` unless nothing else is left. */
export function pickRandomFact(
  catalogue: Catalogue,
  lang: Lang,
  { exclude = [], rng = Math.random }: { exclude?: readonly string[]; rng?: Rng } = {},
): Fact | undefined {
  const translated = catalogue.facts.filter((f) => f.translations[lang]);
  const fresh = translated.filter((f) => !exclude.includes(f.path));
  const pool = fresh.length > 0 ? fresh : translated;
  return pool[Math.floor(rng() * pool.length)];
}

/** Up to `count` distinct items in random order (partial Fisher–Yates). */
export function sampleRandom<T>(items: readonly T[], count: number, rng: Rng = Math.random): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(rng() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, n);
}

/** A deterministic random source from a string (mulberry32 over an FNV-1a hash): same seed, same sequence. */
export function seededRng(seed: string): Rng {
  let h = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 0x01000193);
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The facts published just before and just after this one in its category, translated into `lang`. */
export function categorySiblings(catalogue: Catalogue, fact: Fact, lang: Lang): { previous?: Fact; next?: Fact } {
  const list = (catalogue.byCategory.get(fact.category) ?? []).filter((f) => f.translations[lang]);
  const at = list.findIndex((f) => f.path === fact.path);
  if (at < 0) return {};
  // byCategory is newest first: the next (newer) fact sits before, the previous (older) after.
  return { next: list[at - 1], previous: list[at + 1] };
}
