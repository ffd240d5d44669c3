import type { Said } from "~/lib/pronunciation/said";

/** How a Korean term or sentence is said: [표준 발음] and its romanization, muted as the page's meta lines are. */
export function SaidLine({ say }: { say: Said }) {
  return (
    <span className="say fact-meta">
      <span lang="ko">[{say.pronunciation}]</span> <span lang="ko-Latn">{say.romanization}</span>
    </span>
  );
}

/** An English term's pronunciation in IPA, muted as the page's meta lines are. */
export function IpaLine({ ipa }: { ipa: string }) {
  return (
    <span className="say fact-meta" lang="en-fonipa">
      /{ipa}/
    </span>
  );
}

/**
 * How a glossary pair's term of the language the reader is learning is said, under its partner in a gloss: the
 * Korean term's [표준 발음] and romanization (English site), the English term's IPA (Korean site).
 */
export function GlossSound({ entry }: { entry: { say?: Said; ipa?: string } }) {
  return entry.say ? <SaidLine say={entry.say} /> : entry.ipa ? <IpaLine ipa={entry.ipa} /> : null;
}
