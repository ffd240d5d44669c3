// Renders every fact's link-preview card (1200×630 PNG) from the catalogue at build time: one per fact and
// language, and a bilingual one per fact for the side-by-side page. Each is named by the hash of what it shows
// (app/lib/seo/share-card.ts), kept in a cache outside build/ so a rebuild draws only cards whose content changed,
// and copied to build/client/og/cards/, which the server serves as immutable. Usage:
//   node --import tsx scripts/make-fact-cards.ts [catalogueDir] [outDir] [cacheDir]
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import pMap from "p-map";
import { loadCatalogue } from "../app/lib/catalogue/load-catalogue.server";
import { SHARE_IMAGE } from "../app/lib/seo/share-image";
import { allShareCards, shareCardFile, type ShareCard } from "../app/lib/seo/share-card";
import { CARDS_AT_ONCE, cardFrame, drawCard, h, type CardNode as Node } from "./share-card-fonts";

const started = performance.now();
const [catalogueDir = "data", outDir = "build/client/og/cards", cacheDir = ".cache/share-cards"] = process.argv.slice(2);
/** The card: the category's colour as the ground and its name where an emoji would be (the font has none), the titles, the brand. */
function drawing(card: ShareCard): Node {
  const many = card.titles.length > 1;
  const longest = Math.max(...card.titles.map((t) => t.text.length));
  const size = many ? (longest > 40 ? 44 : 54) : longest > 60 ? 56 : longest > 34 ? 68 : 80;
  return cardFrame(card.category.color, [
    h("div", { display: "flex", justifyContent: "space-between", alignItems: "center" }, [
      h(
        "div",
        { display: "flex", fontSize: 32, padding: "8px 26px", borderRadius: 999, backgroundColor: "rgba(0,0,0,0.3)" },
        card.category.names.map((n) => n.text).join(" · "),
      ),
      h("div", { display: "flex", fontSize: 44 }, card.brand),
    ]),
    h(
      "div",
      { display: "flex", flexDirection: "column", width: "100%", marginBottom: 20 },
      card.titles.map((t, i) =>
        h(
          "div",
          {
            display: "flex",
            width: SHARE_IMAGE.width - 2 * 80,
            fontSize: size,
            lineHeight: 1.25,
            wordBreak: t.lang === "ko" ? "keep-all" : "normal",
            marginTop: i === 0 ? 0 : 24,
            opacity: i === 0 ? 1 : 0.9,
          },
          t.text,
        ),
      ),
    ),
  ]);
}

const catalogue = loadCatalogue(catalogueDir);
const only = process.env.SHARE_CARDS_ONLY;
const cards = allShareCards(catalogue).filter((c) => !only || c.titles[0]!.text.includes(only));
mkdirSync(cacheDir, { recursive: true });
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const files = new Set(cards.map(shareCardFile));
const toDraw = [...files].filter((file) => !existsSync(path.join(cacheDir, file)));
// A first build draws them all (minutes on a busy machine): it says so, and how far it has got at every tenth.
if (toDraw.length > 0) console.log(`Share cards: drawing ${toDraw.length} of ${files.size} (the rest are in ${cacheDir})…`);
const step = Math.max(1, Math.ceil(toDraw.length / 10));
let drawn = 0;
await pMap(
  cards,
  async (card) => {
    const file = shareCardFile(card);
    const cached = path.join(cacheDir, file);
    if (!existsSync(cached)) {
      writeFileSync(cached, await drawCard(drawing(card)));
      drawn++;
      if (drawn % step === 0 && drawn < toDraw.length) {
        const seconds = Math.round((performance.now() - started) / 1000);
        console.log(`Share cards: ${drawn} of ${toDraw.length} drawn (${Math.round((100 * drawn) / toDraw.length)} %), ${seconds} s`);
      }
    }
    copyFileSync(cached, path.join(outDir, file));
  },
  { concurrency: CARDS_AT_ONCE },
);
// Cards no fact shows any more are dropped from the cache, so it does not grow without end.
// (Not when SHARE_CARDS_ONLY draws a few: the others are still in use.)
if (!only) for (const file of readdirSync(cacheDir)) if (!files.has(file)) rmSync(path.join(cacheDir, file));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Share cards: ${files.size} in ${outDir} (${drawn} drawn, ${files.size - drawn} from cache) in ${seconds} s.`);
