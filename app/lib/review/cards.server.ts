import { pairsForPage } from "../bilingual/sentence-pairs";
import { storedPairs } from "../bilingual/sentence-pairs.server";
import type { Catalogue } from "../catalogue/catalogue";
import type { Lang } from "../i18n/languages";
import { parseFactList } from "../saved/fact-list";
import { englishSounds, reviewedSounds } from "../pronunciation/reviewed.server";
import { buildCards, type AnswerSound, type ReviewCardData } from "./cards";
import { REVIEW_FACTS_LIMIT } from "./local";

/**
 * The review cards of the facts named in `f` (`category/slug` joined by commas), in `lang`; undefined when `f`
 * is not such a list (the page answers 400). Facts unknown or not in `lang` are left out.
 */
export function reviewCardsFor(catalogue: Catalogue, catalogueDir: string, f: string, lang: Lang): ReviewCardData[] | undefined {
  const list = parseFactList(f, catalogue, REVIEW_FACTS_LIMIT);
  if (list.kind === "invalid") return undefined;
  return list.paths.flatMap((path) => {
    const fact = catalogue.byPath.get(path)!;
    const t = fact.translations[lang];
    if (!t) return [];
    // How the answer is said: a Korean term as its readers reviewed it, an English one in IPA where CMUdict has it.
    const korean = reviewedSounds(catalogueDir, fact.category);
    const english = englishSounds(catalogueDir);
    const sound = (term: string): AnswerSound | undefined => {
      const key = term.normalize("NFC");
      const say = lang === "en" ? korean.get(key) : undefined;
      const ipa = lang === "ko" ? english.get(key) : undefined;
      return say ? { say } : ipa ? { ipa } : undefined;
    };
    return buildCards(
      { path, title: t.title, glossary: fact.glossary, paragraphs: pairsForPage(fact, storedPairs(catalogueDir, fact)) },
      lang,
      sound,
    );
  });
}
