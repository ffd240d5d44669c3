import { useState } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import { LANG_LABELS, type Lang } from "~/lib/i18n/languages";
import type { ParagraphPairs } from "~/lib/bilingual/sentence-pairs";
import { moveCell, type Cell } from "~/lib/bilingual/pair-focus";
import type { Said } from "~/lib/pronunciation/said";
import { SaidLine } from "./said-line";

export interface PairedParagraph {
  /** The paragraph's place id (#pN) and read-aloud row. */
  id: string;
  speak: number;
  pairs: ParagraphPairs;
  /** On request (?say=1) on the English site: how each Korean sentence of each pair is said. */
  said?: Said[][];
  /** On request (?say=1) on the Korean site: the English key terms of each pair's English sentences, with their IPA. */
  termSounds?: { term: string; ipa: string }[][];
}

/** Phones stack each pair (see app.css): there the partner may be out of view and is scrolled to. */
const STACKED = "(max-width: 767.98px)";

const cellKey = (c: Cell) => `${c.paragraph}-${c.pair}-${c.column}`;

/**
 * Paragraphs as a table of sentence pairs, one pair a row, a column per language (the page's first): it reads
 * aligned without JavaScript. Pointing at, focusing or tapping a sentence lights its partner (app.css, no
 * script needed); with JavaScript the whole table is one tab stop whose arrow keys move between sentences
 * (roving focus), and on a phone the partner of a tapped or focused sentence is scrolled into view.
 */
export function SentencePairs({
  caption,
  langs,
  paragraphs,
  cellClass,
  render,
}: {
  caption: string;
  langs: readonly Lang[];
  paragraphs: readonly PairedParagraph[];
  cellClass?: string;
  render: (lang: Lang) => (sentence: string) => React.ReactNode;
}) {
  // No tab stops before hydration: without script the arrow keys would not work, and the text reads as it is.
  const hydrated = useHydrated();
  const [current, setCurrent] = useState<Cell>({ paragraph: 0, pair: 0, column: 0 });

  const shape = paragraphs.map((p) => p.pairs.length);
  const find = (table: HTMLElement, cell: Cell) => table.querySelector<HTMLElement>(`[data-cell="${cellKey(cell)}"]`);

  const onKeyDown = (event: React.KeyboardEvent<HTMLTableElement>) => {
    const target = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    // Keys pressed on a key term inside a sentence are the term's own.
    if (!target || target !== event.target) return;
    const next = moveCell(current, event.key, shape, langs.length);
    if (!next) return;
    event.preventDefault();
    setCurrent(next);
    find(event.currentTarget, next)?.focus();
  };

  const onFocus = (event: React.FocusEvent<HTMLTableElement>) => {
    const cell = (event.target as HTMLElement).closest<HTMLElement>("[data-cell]");
    if (!cell) return;
    const [paragraph, pair, column] = cell.dataset.cell!.split("-").map(Number) as [number, number, number];
    setCurrent({ paragraph, pair, column });
    if (window.matchMedia(STACKED).matches) {
      const partner = cell.parentElement!.querySelector<HTMLElement>(`[data-cell]:not([data-cell="${cell.dataset.cell}"])`);
      const smooth = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;
      partner?.scrollIntoView({ block: "nearest", behavior: smooth ? "smooth" : "auto" });
    }
  };

  return (
    <table className="sbs-pairs" onKeyDown={onKeyDown} onFocus={onFocus}>
      <caption className="visually-hidden">{caption}</caption>
      <thead className="sbs-pairs-head">
        <tr>
          {langs.map((l) => (
            <th key={l} scope="col" lang={l}>
              {LANG_LABELS[l]}
            </th>
          ))}
        </tr>
      </thead>
      {paragraphs.map((paragraph, p) => (
        <tbody key={paragraph.id} id={paragraph.id} data-place="" className="sbs-paragraph">
          {paragraph.pairs.map((pair, k) => (
            <tr key={k} className="sbs-row sbs-pair">
              {langs.map((l, c) => {
                const cell = { paragraph: p, pair: k, column: c };
                const isCurrent = cellKey(cell) === cellKey(current);
                return (
                  <td
                    key={l}
                    lang={l}
                    className={cellClass}
                    data-speak={paragraph.speak}
                    data-cell={cellKey(cell)}
                    tabIndex={hydrated ? (isCurrent ? 0 : -1) : undefined}
                  >
                    {pair[l].map((sentence, i) => (
                      <span key={i}>
                        {i > 0 ? " " : null}
                        <span className="sentence">{render(l)(sentence)}</span>
                      </span>
                    ))}
                    {l === "ko" ? paragraph.said?.[k]?.map((say, i) => <SaidLine key={i} say={say} />) : null}
                    {l === "en" && paragraph.termSounds?.[k]?.length ? (
                      <span className="say fact-meta">
                        {paragraph.termSounds[k].map(({ term, ipa }, i) => (
                          <span key={term}>
                            {i > 0 ? " · " : null}
                            {term} <span lang="en-fonipa">/{ipa}/</span>
                          </span>
                        ))}
                      </span>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      ))}
    </table>
  );
}
