import { describe, expect, it } from "vitest";
import { splitSentences } from "./sentences";

describe("splitSentences", () => {
  it("ends sentences at . ! ? before a space, in both languages", () => {
    expect(splitSentences("Venus spins slowly. Its day is 243 Earth days! Why? Nobody knows.")).toHaveLength(4);
    expect(splitSentences("금성은 천천히 돕니다. 하루가 243일입니다.")).toHaveLength(2);
  });
  it("keeps decimals and closing quotes inside their sentence", () => {
    expect(splitSentences('It orbits in 224.7 days. He said "Eureka!" Then he ran.')).toEqual([
      "It orbits in 224.7 days.",
      'He said "Eureka!"',
      "Then he ran.",
    ]);
  });
});
