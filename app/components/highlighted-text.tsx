import type { Segment } from "~/lib/search/highlight";

/** Text with matched parts in <mark>; segments are plain text, so nothing is ever injected as HTML. */
export function HighlightedText({ segments }: { segments: Segment[] }) {
  return (
    <>
      {segments.map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : <span key={i}>{s.text}</span>))}
    </>
  );
}
