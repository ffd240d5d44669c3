import { describe, expect, it } from "vitest";
import { moveCell } from "./pair-focus";

const shape = [2, 1, 3];

describe("moveCell", () => {
  it("goes down and up pair by pair across paragraphs, keeping the column", () => {
    expect(moveCell({ paragraph: 0, pair: 1, column: 1 }, "ArrowDown", shape, 2)).toEqual({ paragraph: 1, pair: 0, column: 1 });
    expect(moveCell({ paragraph: 1, pair: 0, column: 0 }, "ArrowUp", shape, 2)).toEqual({ paragraph: 0, pair: 1, column: 0 });
  });

  it("goes to the partner with left and right, and to the ends with Home and End", () => {
    expect(moveCell({ paragraph: 2, pair: 1, column: 0 }, "ArrowRight", shape, 2)).toEqual({ paragraph: 2, pair: 1, column: 1 });
    expect(moveCell({ paragraph: 2, pair: 1, column: 1 }, "ArrowLeft", shape, 2)).toEqual({ paragraph: 2, pair: 1, column: 0 });
    expect(moveCell({ paragraph: 1, pair: 0, column: 1 }, "Home", shape, 2)).toEqual({ paragraph: 0, pair: 0, column: 1 });
    expect(moveCell({ paragraph: 1, pair: 0, column: 1 }, "End", shape, 2)).toEqual({ paragraph: 2, pair: 2, column: 1 });
  });

  it("stays put at the edges and leaves other keys alone", () => {
    expect(moveCell({ paragraph: 0, pair: 0, column: 0 }, "ArrowUp", shape, 2)).toBeNull();
    expect(moveCell({ paragraph: 2, pair: 2, column: 0 }, "ArrowDown", shape, 2)).toBeNull();
    expect(moveCell({ paragraph: 0, pair: 0, column: 1 }, "ArrowRight", shape, 2)).toBeNull();
    expect(moveCell({ paragraph: 0, pair: 0, column: 0 }, "Home", shape, 2)).toBeNull();
    expect(moveCell({ paragraph: 0, pair: 0, column: 0 }, "Enter", shape, 2)).toBeNull();
  });
});
