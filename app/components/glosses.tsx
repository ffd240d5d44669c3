import type { GlossedSentence, GlossView } from "~/lib/bilingual/glossed-text";
import { termRuns } from "~/lib/bilingual/term-runs";
import { LANGS, type Lang } from "~/lib/i18n/languages";
import { useMessages } from "~/hooks/use-lang";

const glossId = (lang: Lang, term: number) => `gloss-${lang}-${term}`;

/**
 * A sentence's runs, each key term where it stands: a button that opens its gloss (a popover: the browser does it,
 * no script needed, and a button is valid inside a paragraph where <details> is not). The gloss is its
 * description, so a screen reader says the partner term and note with the term. `data-term` lets the side-by-side
 * page light partners. A term and the text touching it (a particle, a comma) stay on one line: a browser may
 * otherwise wrap on either side of a button (term-runs.ts).
 */
export function GlossedRuns({ runs, lang }: { runs: GlossedSentence; lang: Lang }) {
  return termRuns(runs).map((run, i) => {
    if (typeof run === "string") return run;
    const id = glossId(lang, run.term[1]);
    return (
      <span key={i} className="term-run">
        {run.before}
        <button type="button" className="term" data-term={run.term[1]} popoverTarget={id} aria-describedby={id}>
          {run.term[0]}
        </button>
        {run.after}
      </span>
    );
  });
}

/**
 * The glosses the key terms in `langs` open: for a term, its partner in the other language and the note, in the
 * page's language, and what `sound` adds (the side-by-side page: how the term of the language the reader is
 * learning is said, see GlossSound). Shown by the browser in the top layer next to the term (app.css; on the
 * side-by-side page placed off the term's partner sentence, see use-gloss-placement.ts), with a close button
 * that works without script too.
 */
export function Glosses({
  glossary,
  langs,
  sound,
}: {
  glossary: readonly GlossView[];
  langs: readonly Lang[];
  sound?: (entry: GlossView, lang: Lang) => React.ReactNode;
}) {
  const t = useMessages();
  return langs.flatMap((lang) =>
    glossary.map((entry, i) => (
      <div key={glossId(lang, i)} id={glossId(lang, i)} popover="auto" className="gloss">
        {/* Outside any form, so a plain button: it only closes its gloss. */}
        <button className="gloss-close" popoverTarget={glossId(lang, i)} popoverTargetAction="hide" aria-label={t.fact.closeGloss}>
          ×
        </button>
        {LANGS.filter((l) => l !== lang).map((l) => (
          <b key={l} lang={l}>
            {entry.terms[l]}
          </b>
        ))}
        {sound?.(entry, lang)}
        {entry.note ? <span>{entry.note}</span> : null}
      </div>
    )),
  );
}
