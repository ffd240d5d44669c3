import { categoryName, type Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { choseongShadow } from "./matchers";
import { NgramFilter } from "./ngram-filter";
import { foldNfc } from "./normalize";
import type { IndexedFact, SearchIndex } from "./indexed-fact";
import { keepVocabulary, VocabularyBuilder } from "./vocabulary";

/** Lets the event loop run whatever is waiting (requests, timers) before the next slice. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

function indexFact(catalogue: Catalogue, fact: Fact, lang: Lang): IndexedFact | undefined {
  const t = fact.translations[lang];
  if (!t) return undefined;
  // NFC per field, so field lengths are positions in the text; folding keeps the length of NFC text.
  const nfc = (s: string) => s.normalize("NFC");
  const [title, category, body] = [t.title, categoryName(catalogue, fact.category, lang), t.body].map(nfc) as [string, string, string];
  // Tags are the reader-facing topics; SEO keywords are for search engines and are not searched.
  const head = [title, ...t.tags.map(nfc)].join("\n");
  const text = foldNfc([head, category, body, ...t.detail.map(nfc)].join("\n"));
  const tagsEnd = head.length;
  const categoryEnd = tagsEnd + 1 + category.length;
  return {
    fact,
    title: text.slice(0, title.length),
    text,
    titleEnd: title.length,
    tagsEnd,
    categoryEnd,
    bodyEnd: categoryEnd + 1 + body.length,
    initials: choseongShadow(text.slice(0, tagsEnd)),
  };
}

const indexes = new WeakMap<Catalogue, SearchIndex>();
const building = new WeakMap<Catalogue, Promise<SearchIndex>>();

type EntriesByLang = Record<Lang, IndexedFact[]>;
const noEntries = (): EntriesByLang => Object.fromEntries(LANGS.map((l) => [l, []])) as unknown as EntriesByLang;

function addEntries(catalogue: Catalogue, facts: readonly Fact[], into: EntriesByLang): void {
  for (const fact of facts)
    for (const lang of LANGS) {
      const entry = indexFact(catalogue, fact, lang);
      if (entry) into[lang].push(entry);
    }
}

function completeIndex(catalogue: Catalogue, entries: EntriesByLang): SearchIndex {
  const index = Object.fromEntries(
    LANGS.map((l) => [l, { entries: entries[l], filter: NgramFilter.build(entries[l].map((e) => e.text)) }]),
  ) as SearchIndex;
  indexes.set(catalogue, index);
  return index;
}

/** The search index of a catalogue, built once and kept with it (now, if it is not built yet). */
export function searchIndex(catalogue: Catalogue): SearchIndex {
  const built = indexes.get(catalogue);
  if (built) return built;
  const entries = noEntries();
  addEntries(catalogue, catalogue.facts, entries);
  return completeIndex(catalogue, entries);
}

/** The vocabularies of an index, in slices after it is ready: searches do not wait for them (they build their own if they come first). */
async function buildVocabularies(index: SearchIndex, factsPerSlice: number): Promise<void> {
  for (const lang of LANGS) {
    const builder = new VocabularyBuilder(lang);
    for (let i = 0; i < index[lang].entries.length; i += factsPerSlice) {
      await nextTurn();
      builder.add(index[lang].entries.slice(i, i + factsPerSlice));
    }
    await nextTurn();
    keepVocabulary(index[lang], builder.finish());
  }
}

/**
 * The search index, built in slices between other work: the server starts it at start-up and answers
 * pages while it is made (about 0.4 s for 10,000 facts); a search that comes sooner waits for it. The
 * vocabularies romanized and mistyped queries are matched against follow, in slices too.
 */
export function whenSearchIndexed(catalogue: Catalogue, { factsPerSlice = 500 } = {}): Promise<SearchIndex> {
  const built = indexes.get(catalogue);
  if (built) return Promise.resolve(built);
  let pending = building.get(catalogue);
  if (!pending) {
    pending = (async () => {
      const entries = noEntries();
      for (let i = 0; i < catalogue.facts.length; i += factsPerSlice) {
        await nextTurn();
        addEntries(catalogue, catalogue.facts.slice(i, i + factsPerSlice), entries);
      }
      await nextTurn();
      // searchIndex() may have built it meanwhile, synchronously.
      const index = indexes.get(catalogue) ?? completeIndex(catalogue, entries);
      void buildVocabularies(index, factsPerSlice);
      return index;
    })();
    building.set(catalogue, pending);
  }
  return pending;
}
