/**
 * A text and where the query matched in it: [start, end) pairs, flattened, sorted and merged. Kept apart
 * from the matchers so the browser can show highlights without loading them (es-hangul stays on the server).
 */
export interface Highlighted {
  text: string;
  marks: number[];
}

export interface Segment {
  text: string;
  match: boolean;
}

/** The plain and matched pieces of a highlighted text, in order; text, never HTML. */
export function segmentsOf({ text, marks }: Highlighted): Segment[] {
  const segments: Segment[] = [];
  let at = 0;
  for (let i = 0; i < marks.length; i += 2) {
    const start = marks[i]!;
    const end = marks[i + 1]!;
    if (start > at) segments.push({ text: text.slice(at, start), match: false });
    segments.push({ text: text.slice(start, end), match: true });
    at = end;
  }
  if (at < text.length) segments.push({ text: text.slice(at), match: false });
  return segments;
}
