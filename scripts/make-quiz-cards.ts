// Renders the daily quiz's link-preview cards (1200×630 PNG) at build time (app/lib/daily/quiz-card.ts): one per
// language and day, from the rotation's start to QUIZ_CARD_DAYS_AHEAD after the build's Seoul day, plus an undated
// one per language for days after that. They show the day, "Daily quiz" and the brand, never a question or an
// answer. Kept in a cache outside build/ (named by the hash of what a card shows, so only new days are drawn) and
// copied to build/quiz-cards/, outside the client build: only /{lang}/quiz/{day}/card.png serves them, and only once
// the day is published (docs/decisions/025-quiz-share-cards.md). Usage:
//   node --import tsx scripts/make-quiz-cards.ts [outDir]
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pMap from "p-map";
import { quizCardsToDraw, type QuizCard } from "../app/lib/daily/quiz-card";
import { seoulDay } from "../app/lib/time/seoul-day";
import { CARDS_AT_ONCE, cardFrame, drawCard, h, type CardNode } from "./share-card-fonts";

const started = performance.now();
const [outDir = "build/quiz-cards"] = process.argv.slice(2);
const cacheDir = ".cache/quiz-cards";

/** The card: the brand above, "Daily quiz" large, the day below it, on the site's dark ground. */
function drawing(card: QuizCard): CardNode {
  return cardFrame("#1f2937", [
    h("div", { display: "flex", justifyContent: "flex-end", fontSize: 44 }, card.brand),
    h("div", { display: "flex", flexDirection: "column", marginBottom: 20 }, [
      h("div", { display: "flex", fontSize: 96, lineHeight: 1.2 }, card.title),
      ...(card.date ? [h("div", { display: "flex", fontSize: 56, marginTop: 24, opacity: 0.9 }, card.date)] : []),
    ]),
  ]);
}

const cards = quizCardsToDraw(seoulDay(new Date()));
mkdirSync(cacheDir, { recursive: true });
rmSync(outDir, { recursive: true, force: true });
let drawn = 0;
const kept = new Set<string>();
await pMap(
  cards,
  async ({ file, card }) => {
    const name = `${createHash("sha256").update(JSON.stringify(card)).digest("hex").slice(0, 16)}.png`;
    kept.add(name);
    const cached = path.join(cacheDir, name);
    if (!existsSync(cached)) {
      writeFileSync(cached, await drawCard(drawing(card)));
      drawn++;
    }
    mkdirSync(path.dirname(path.join(outDir, file)), { recursive: true });
    copyFileSync(cached, path.join(outDir, file));
  },
  { concurrency: CARDS_AT_ONCE },
);
// Days that have fallen out of the drawing (a new design) leave the cache, so it does not grow without end.
for (const name of readdirSync(cacheDir)) if (!kept.has(name)) rmSync(path.join(cacheDir, name));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Quiz cards: ${cards.length} in ${outDir} (${drawn} drawn, ${cards.length - drawn} from cache) in ${seconds} s.`);
