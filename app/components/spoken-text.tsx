import { splitSentences } from "~/lib/text/sentences";

/** A text as sentences, so read-aloud can mark the one being read; `render` may mark words inside each. */
export function SpokenText({ text, render = (s) => s }: { text: string; render?: (sentence: string) => React.ReactNode }) {
  return (
    <>
      {splitSentences(text).map((sentence, i) => (
        <span key={i}>
          {i > 0 ? " " : null}
          <span className="sentence">{render(sentence)}</span>
        </span>
      ))}
    </>
  );
}
