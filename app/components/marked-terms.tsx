import { glossSentence } from "~/lib/bilingual/glossed-text";
import type { Lang } from "~/lib/i18n/languages";
import { GlossedRuns } from "./glosses";

/** A sentence with its glossary terms as buttons that open their glosses (see glosses.tsx). */
export function MarkedTerms({ text, terms, lang }: { text: string; terms: readonly string[]; lang: Lang }) {
  return <GlossedRuns runs={glossSentence(text, terms)} lang={lang} />;
}
