import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { paths } from "../paths";

/** Raise when the card's drawing changes, so every card gets a new name (they are cached as immutable). */
export const SHARE_CARD_DESIGN = 1;

/** Everything a fact's card shows: its file is named by the hash of this, so a card changes name when it changes. */
export interface ShareCard {
  design: number;
  /** The title in each language the card shows, in order; one for a fact page, every language for side by side. */
  titles: { lang: Lang; text: string }[];
  category: { color: string; names: { lang: Lang; text: string }[] };
  brand: string;
}

const BRAND = "Curio";

function cardFor(catalogue: Catalogue, fact: Fact, langs: readonly Lang[]): ShareCard {
  const category = catalogue.categoryBySlug.get(fact.category);
  return {
    design: SHARE_CARD_DESIGN,
    titles: langs.map((lang) => ({ lang, text: fact.translations[lang]!.title })),
    category: { color: category?.color ?? "#555555", names: langs.map((lang) => ({ lang, text: category?.name[lang] ?? fact.category })) },
    brand: BRAND,
  };
}

/** The card of a fact page in one language. */
export function factShareCard(catalogue: Catalogue, fact: Fact, lang: Lang): ShareCard {
  return cardFor(catalogue, fact, [lang]);
}

/** The card of the side-by-side page: the titles in every language the fact has, the page's own first. */
export function bilingualShareCard(catalogue: Catalogue, fact: Fact, lang: Lang): ShareCard {
  return cardFor(catalogue, fact, [lang, ...LANGS.filter((l) => l !== lang && fact.translations[l])]);
}

/** Every card the catalogue needs: one per fact and language, and one bilingual card per fact and language. */
export function allShareCards(catalogue: Catalogue): ShareCard[] {
  const cards: ShareCard[] = [];
  for (const fact of catalogue.facts)
    for (const lang of LANGS) {
      if (!fact.translations[lang]) continue;
      cards.push(factShareCard(catalogue, fact, lang));
      if (LANGS.some((l) => l !== lang && fact.translations[l])) cards.push(bilingualShareCard(catalogue, fact, lang));
    }
  return cards;
}

/**
 * The card's file name: a 64-bit FNV-1a hash of what it shows (two 32-bit lanes over the UTF-16 code units).
 * Pure, so a loader names the card without reading the disk, and the build writes only names it has not.
 */
export function shareCardFile(card: ShareCard): string {
  const text = JSON.stringify(card);
  let a = 0x811c9dc5;
  let b = 0x050c5d1f;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193) >>> 0;
    b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
    b >>>= 0;
  }
  return `${a.toString(16).padStart(8, "0")}${b.toString(16).padStart(8, "0")}.png`;
}

export const shareCardPath = (card: ShareCard) => paths.shareCard(shareCardFile(card));
