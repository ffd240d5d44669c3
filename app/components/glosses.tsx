import type { GlossedSentence, GlossView } from "~/lib/bilingual/glossed-text";
import { LANGS, type Lang } from "~/lib/i18n/languages";
import { SaidLine } from "./said-line";

const glossId = (lang: Lang, term: number) => `gloss-${lang}-${term}`;

/**
 * A key term where it stands: a button that opens its gloss (a popover: the browser does it, no script needed,
 * and a button is valid inside a paragraph where <details> is not). The gloss is its description, so a screen
 * reader says the partner term and note with the term. `data-term` lets the side-by-side page light partners.
 */
export function TermButton({ lang, term, children }: { lang: Lang; term: number; children: React.ReactNode }) {
  const id = glossId(lang, term);
  return (
    <button type="button" className="term" data-term={term} popoverTarget={id} aria-describedby={id}>
      {children}
    </button>
  );
}

/** A sentence's runs, its key terms as buttons. */
export function GlossedRuns({ runs, lang }: { runs: GlossedSentence; lang: Lang }) {
  return runs.map((run, i) =>
    typeof run === "string" ? (
      run
    ) : (
      <TermButton key={i} lang={lang} term={run[1]}>
        {run[0]}
      </TermButton>
    ),
  );
}

/**
 * The glosses the key terms in `langs` open: for a term, its partner in the other language, how the Korean
 * term is said, and the note. Shown by the browser in the top layer next to the term (app.css).
 */
export function Glosses({ glossary, langs }: { glossary: readonly GlossView[]; langs: readonly Lang[] }) {
  return langs.flatMap((lang) =>
    glossary.map((entry, i) => (
      <div key={glossId(lang, i)} id={glossId(lang, i)} popover="auto" className="gloss">
        {lang === "ko" && entry.say ? <SaidLine say={entry.say} /> : null}
        {LANGS.filter((l) => l !== lang).map((l) => (
          <b key={l} lang={l}>
            {entry.terms[l]}
          </b>
        ))}
        {lang !== "ko" && entry.say ? <SaidLine say={entry.say} /> : null}
        {entry.note ? <span>{entry.note}</span> : null}
      </div>
    )),
  );
}
