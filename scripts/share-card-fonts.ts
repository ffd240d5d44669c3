// The font, frame and drawing of every share card (scripts/make-fact-cards.ts, scripts/make-quiz-cards.ts).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { availableParallelism } from "node:os";
import { renderAsync } from "@resvg/resvg-js";
import satori from "satori";
import { SHARE_IMAGE } from "../app/lib/seo/share-image";

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

/** A card's ground: 1200×630 in white Noto Sans KR on `background`, its parts spread from top to bottom. */
export const cardFrame = (background: string, children: CardNode[]): CardNode =>
  h(
    "div",
    {
      // Satori sizes boxes without their padding (content-box).
      width: SHARE_IMAGE.width - 2 * 80,
      height: SHARE_IMAGE.height - 2 * 60,
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      padding: "60px 80px",
      backgroundColor: background,
      color: "#ffffff",
      fontFamily: "Noto Sans KR",
    },
    children,
  );

/**
 * Draws a card as a PNG (Satori to SVG, resvg to pixels). resvg's pixels, about nine tenths of the time, are drawn
 * off the main thread, in libuv's pool (four threads unless UV_THREADPOOL_SIZE says otherwise), so cards drawn
 * `CARDS_AT_ONCE` at a time keep up to four cores busy.
 */
export async function drawCard(card: CardNode): Promise<Buffer> {
  const svg = await satori(card as unknown as React.ReactNode, { ...SHARE_IMAGE, fonts: SHARE_CARD_FONTS });
  return (await renderAsync(svg, { fitTo: { mode: "original" } })).asPng();
}

/** How many cards to draw at once: enough to keep the pool drawing while the main thread lays out the next. */
export const CARDS_AT_ONCE = availableParallelism() * 2;
