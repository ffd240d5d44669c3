/** A sentence cell of the side-by-side table: which paragraph, which pair in it, which language column. */
export interface Cell {
  paragraph: number;
  pair: number;
  column: number;
}

/**
 * Where an arrow key (or Home, End) moves the focus among sentence pairs: up and down go pair by pair across
 * paragraphs, staying in the column; left and right go to the partner; Home and End to the first and last
 * pair. `shape` is each paragraph's number of pairs. Null for any other key, or at an edge.
 */
export function moveCell(from: Cell, key: string, shape: readonly number[], columns: number): Cell | null {
  const flat = shape.flatMap((count, paragraph) => Array.from({ length: count }, (_, pair) => ({ paragraph, pair })));
  const at = flat.findIndex((r) => r.paragraph === from.paragraph && r.pair === from.pair);
  const row = (i: number) => (i >= 0 && i < flat.length && i !== at ? { ...flat[i]!, column: from.column } : null);
  switch (key) {
    case "ArrowDown":
      return row(at + 1);
    case "ArrowUp":
      return row(at - 1);
    case "Home":
      return row(0);
    case "End":
      return row(flat.length - 1);
    case "ArrowRight":
      return from.column + 1 < columns ? { ...from, column: from.column + 1 } : null;
    case "ArrowLeft":
      return from.column > 0 ? { ...from, column: from.column - 1 } : null;
    default:
      return null;
  }
}
