import type { Said } from "~/lib/pronunciation/said";

/** How a Korean term is said: [표준 발음] and its romanization. */
export function SaidLine({ say }: { say: Said }) {
  return (
    <span className="say">
      <span lang="ko">[{say.pronunciation}]</span> <span lang="ko-Latn">{say.romanization}</span>
    </span>
  );
}
