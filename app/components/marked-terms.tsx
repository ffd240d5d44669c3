import { markTerms } from "~/lib/bilingual/mark-terms";

/**
 * A sentence with its glossary terms marked: each mark names its pair (`data-term`) and is focusable, and the
 * side-by-side page's CSS lights the partner of the one pointed at or focused. `partners` are the other
 * language's terms, shown as the mark's title.
 */
export function MarkedTerms({ text, terms, partners }: { text: string; terms: readonly string[]; partners: readonly string[] }) {
  return markTerms(text, terms).map((segment, j) =>
    segment.term === undefined ? (
      segment.text
    ) : (
      <mark key={j} className="term" data-term={segment.term} tabIndex={0} title={partners[segment.term]}>
        {segment.text}
      </mark>
    ),
  );
}
