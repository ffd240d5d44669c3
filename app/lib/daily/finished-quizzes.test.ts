import { describe, expect, it } from "vitest";
import { finishedAnswers, parseFinishedQuizzes, withFinishedQuiz } from "./finished-quizzes";

describe("finished quizzes on this device", () => {
  it("reads what it wrote and leaves out anything malformed", () => {
    const list = withFinishedQuiz([], { day: "2026-11-27", lang: "en", answers: "01230" });
    expect(parseFinishedQuizzes(JSON.stringify(list))).toEqual(list);
    expect(parseFinishedQuizzes("not json")).toEqual([]);
    expect(parseFinishedQuizzes('{"day":"2026-11-27"}')).toEqual([]);
    expect(
      parseFinishedQuizzes(
        JSON.stringify([
          { day: "2026-11-27", lang: "fr", answers: "0" },
          { day: "2026-02-30", lang: "en", answers: "0" },
          { day: "2026-11-27", lang: "en", answers: "0!" },
          { day: "2026-11-27", lang: "en", answers: "0123" },
          { day: "2026-11-27", lang: "en", answers: "01234" },
          { day: "2026-11-27", lang: "ko", answers: "33210" },
        ]),
      ),
    ).toEqual([{ day: "2026-11-27", lang: "ko", answers: "33210" }]);
  });

  it("keeps the first finish of a day and language, newest day first, and finds it again", () => {
    let list = withFinishedQuiz([], { day: "2026-11-26", lang: "en", answers: "00000" });
    list = withFinishedQuiz(list, { day: "2026-11-27", lang: "en", answers: "01230" });
    list = withFinishedQuiz(list, { day: "2026-11-27", lang: "en", answers: "33333" });
    list = withFinishedQuiz(list, { day: "2026-11-27", lang: "ko", answers: "11111" });
    expect(list.map((q) => q.day)).toEqual(["2026-11-27", "2026-11-27", "2026-11-26"]);
    expect(finishedAnswers(list, "2026-11-27", "en")).toBe("01230");
    expect(finishedAnswers(list, "2026-11-27", "ko")).toBe("11111");
    expect(finishedAnswers(list, "2026-11-28", "en")).toBeUndefined();
  });
});
