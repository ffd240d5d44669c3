import { segmentsOf, type Highlighted } from "~/lib/search/segments";

/** Text with matched parts in <mark>; the pieces are plain text, so nothing is ever injected as HTML. */
export function HighlightedText({ highlighted }: { highlighted: Highlighted }) {
  return <>{segmentsOf(highlighted).map((s, i) => (s.match ? <mark key={i}>{s.text}</mark> : s.text))}</>;
}
