import { describe, expect, it } from "vitest";
import { placeId, placeInView } from "./reading-place";

const boxes = [
  { id: placeId(0), top: 100, bottom: 300 },
  { id: placeId(1), top: 320, bottom: 500 },
  { id: placeId(2), top: 520, bottom: 700 },
];
const scrolled = (by: number) => boxes.map((b) => ({ ...b, top: b.top - by, bottom: b.bottom - by }));

describe("placeInView", () => {
  it("is null while the reader has not reached the first paragraph", () => {
    expect(placeInView(boxes, 60)).toBeNull();
    expect(placeInView([], 60)).toBeNull();
  });

  it("names the first paragraph still showing below the header", () => {
    expect(placeInView(scrolled(100), 60)).toBe("p0");
    expect(placeInView(scrolled(300), 60)).toBe("p1");
    expect(placeInView(scrolled(420), 60)).toBe("p2");
  });

  it("skips a paragraph with only a sliver left in view", () => {
    expect(placeInView(scrolled(230), 60)).toBe("p1");
  });

  it("keeps the last paragraph once the reader is past them all", () => {
    expect(placeInView(scrolled(2000), 60)).toBe("p2");
  });
});
