import { sampleRandom, seededRng, type Rng } from "../../app/lib/catalogue/random";

/**
 * Sweeps over the whole catalogue (every page, every fact) as seeded samples, so `npm test` stays fast and each
 * run still looks at different items:
 * - `npm test`: `count` items drawn with the run's seed, printed with the sample so a failure can be replayed
 *   with `CURIO_SEED=<seed>`.
 * - `CURIO_FULL=1` (`npm run test:full`): every item, as the sweep used to.
 */
export const FULL_SWEEP = process.env.CURIO_FULL === "1";

/** The run's seed: CURIO_SEED, or a new one per process. */
export const SWEEP_SEED = process.env.CURIO_SEED ?? String(Math.floor(Math.random() * 2 ** 31));

/** A seeded generator for `label` (the same seed and label always give the same numbers). */
export const sweepRng = (label: string): Rng => seededRng(`${SWEEP_SEED}|${label}`);

/**
 * All of `items` under CURIO_FULL=1, otherwise `count` of them drawn with the run's seed, plus every item of
 * `always` (the riskiest or most telling ones, checked on every run). Prints what it chose and how to replay it.
 */
export function sweep<T>(label: string, items: readonly T[], count: number, always: readonly T[] = []): T[] {
  if (FULL_SWEEP || items.length <= count + always.length) return [...items];
  const rest = items.filter((item) => !always.includes(item));
  const chosen = [...always, ...sampleRandom(rest, count, sweepRng(label))];
  console.log(
    `sweep "${label}": ${chosen.length} of ${items.length} (CURIO_SEED=${SWEEP_SEED} replays this sample, CURIO_FULL=1 checks all)`,
  );
  return chosen;
}
