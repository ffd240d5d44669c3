import type { GlossaryView } from "~/lib/catalogue/fact-view";
import { LANGS, type Lang } from "~/lib/i18n/languages";

/** The fact's key terms as a definition list: the term in the page's language, its partner in the other, and a note. */
export function GlossaryList({ glossary, lang, title }: { glossary: readonly GlossaryView[]; lang: Lang; title: string }) {
  if (glossary.length === 0) return null;
  return (
    <section className="fact-glossary" aria-labelledby="fact-glossary">
      <h2 id="fact-glossary" className="small-heading">
        {title}
      </h2>
      <dl>
        {glossary.map((entry) => (
          <div key={entry.terms[lang]} className="glossary-pair">
            <dt lang={lang}>{entry.terms[lang]}</dt>
            {LANGS.filter((l) => l !== lang).map((other) => (
              <dd key={other} lang={other} className="glossary-partner">
                {entry.terms[other]}
              </dd>
            ))}
            {entry.note ? <dd className="glossary-note">{entry.note}</dd> : null}
          </div>
        ))}
      </dl>
    </section>
  );
}
