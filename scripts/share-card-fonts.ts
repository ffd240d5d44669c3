// The font of every share card (scripts/make-fact-cards.ts, scripts/make-quiz-cards.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";

const require = createRequire(import.meta.url);
const fontDir = path.join(path.dirname(require.resolve("@fontsource/noto-sans-kr/package.json")), "files");

/**
 * Noto Sans KR from its npm package, in two of Fontsource's files: "korean" (every Hangul syllable, 850 KB)
 * and "latin". Satori embeds only the glyphs a card draws, and a PNG carries no font, so nothing is subset by hand.
 */
export const SHARE_CARD_FONTS = ["korean", "latin"].map((subset) => ({
  name: "Noto Sans KR",
  weight: 700 as const,
  style: "normal" as const,
  data: readFileSync(path.join(fontDir, `noto-sans-kr-${subset}-700-normal.woff`)),
}));

export type CardNode = { type: string; props: Record<string, unknown> };
/** A Satori element without JSX: the scripts run under plain tsx. */
export const h = (type: string, style: Record<string, unknown>, children?: unknown, extra: Record<string, unknown> = {}): CardNode => ({
  type,
  props: { style, children, ...extra },
});
