import type { Said } from "~/lib/pronunciation/said";

/** How a Korean term or sentence is said: [표준 발음] and its romanization, muted as the page's meta lines are. */
export function SaidLine({ say }: { say: Said }) {
  return (
    <span className="say fact-meta">
      <span lang="ko">[{say.pronunciation}]</span> <span lang="ko-Latn">{say.romanization}</span>
    </span>
  );
}
