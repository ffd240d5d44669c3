import { getChoseong } from "es-hangul";
import { describe, expect, it } from "vitest";
import { loadCatalogue } from "../../app/lib/catalogue/load-catalogue.server";
import { quizOfDay } from "../../app/lib/daily/quiz";
import { OPTION_COUNT, QUIZ_LENGTH } from "../../app/lib/daily/quiz-shape";
import { addDays, factOfDay } from "../../app/lib/daily/rotation";
import { LANGS } from "../../app/lib/i18n/languages";
import { seoulDay } from "../../app/lib/time/seoul-day";

const catalogue = loadCatalogue("data");
const today = seoulDay(new Date());
const days = Array.from({ length: 365 }, (_, i) => addDays(today, i));
const titles = (lang: "en" | "ko") => new Map(catalogue.facts.map((f) => [f.translations[lang]?.title, f]));

/**
 * Every question of every quiz of the next year, in both languages, over the real catalogue: each hint is
 * true and each question asks something (issue 30). A fact added or edited tomorrow is checked here too.
 */
describe.each(LANGS)("the quizzes of the next 365 days in %s", (lang) => {
  const quizzes = days.map((day) => ({ day, quiz: quizOfDay(catalogue, day, lang)! }));
  const byTitle = titles(lang);

  it("exist, with five questions of four distinct options and one right answer each", () => {
    for (const { quiz } of quizzes) {
      expect(quiz).toHaveLength(QUIZ_LENGTH);
      for (const q of quiz) {
        expect(q.options).toHaveLength(OPTION_COUNT);
        expect(new Set(q.options).size).toBe(OPTION_COUNT);
        expect(q.answer).toBeGreaterThanOrEqual(0);
        expect(q.answer).toBeLessThan(OPTION_COUNT);
      }
    }
  });

  it("asks 초성 questions whose answer is in the line the hint shows, among options that all share the hint", () => {
    let asked = 0;
    for (const { quiz } of quizzes)
      for (const q of quiz.filter((q) => q.kind === "chosung")) {
        asked++;
        const t = catalogue.byPath.get(q.factPath)!.translations.ko!;
        const right = q.options[q.answer]!;
        const line = q.blank!.parts.join(right);
        // The line is the fact's title, or a passage of its summary whose source (the title) is named.
        if (q.blank!.source === "title") expect(line).toBe(t.title);
        else expect(t.body).toContain(line);
        expect(q.prompt).toBe(t.title);
        // The answer really was taken out of the line, everywhere it occurs, and is not left in the title shown beside it.
        expect(q.blank!.parts.length).toBeGreaterThan(1);
        for (const part of q.blank!.parts) expect(part).not.toContain(right);
        if (q.blank!.source === "body") expect(t.title).not.toContain(right);
        // The hint is the answer's 초성, every option has it, and no other option occurs anywhere in the fact.
        const text = [t.title, t.body, ...t.detail].join("\n");
        for (const option of q.options) {
          expect(getChoseong(option), `${option} for ${q.hint}`).toBe(q.hint);
          expect(option).toMatch(/^[가-힣]{2,6}$/);
          if (option !== right) expect(text, `${option} in ${q.factPath}`).not.toContain(option);
        }
        // Distractors are real words of the catalogue (a tag or key term of a fact), never an altered answer.
        for (const option of q.options)
          expect(
            catalogue.facts.some((f) => f.translations.ko?.tags.includes(option) || f.glossary.some((g) => g.ko === option)),
            option,
          ).toBe(true);
      }
    if (lang === "ko") expect(asked).toBeGreaterThan(days.length / 2);
    else expect(asked).toBe(0);
  });

  it("asks cloze questions: a key term of the fact taken out of its line wherever it stands, among terms of its shape found nowhere in the fact", () => {
    let asked = 0;
    for (const { quiz } of quizzes)
      for (const q of quiz.filter((q) => q.kind === "cloze")) {
        asked++;
        const fact = catalogue.byPath.get(q.factPath)!;
        const t = fact.translations[lang]!;
        const right = q.options[q.answer]!;
        const line = q.blank!.parts.join(right);
        if (q.blank!.source === "title") expect(line).toBe(t.title);
        else expect(t.body).toContain(line);
        expect(q.prompt).toBe(t.title);
        expect(fact.glossary.map((g) => g[lang])).toContain(right);
        // Nothing of the answer is left: not in the line (in any case), nor in the title named beside a summary's line.
        for (const part of q.blank!.parts) expect(part.toLocaleLowerCase()).not.toContain(right.toLocaleLowerCase());
        if (q.blank!.source === "body") expect(t.title.toLocaleLowerCase()).not.toContain(right.toLocaleLowerCase());
        const text = [t.title, t.body, ...t.detail].join("\n").toLocaleLowerCase();
        for (const option of q.options.filter((o) => o !== right)) {
          expect(text, `${option} in ${q.factPath}`).not.toContain(option.toLocaleLowerCase());
          if (lang === "en") expect(option.split(/\s+/).length).toBe(right.split(/\s+/).length);
          else expect(option.length).toBe(right.length);
        }
      }
    expect(asked).toBeGreaterThan(lang === "en" ? days.length : days.length / 4);
  });

  it("asks title, keyword, 초성 and cloze questions only, never which category, at least three kinds a quiz, none about the day's own fact", () => {
    for (const { day, quiz } of quizzes) {
      expect(new Set(quiz.map((q) => q.kind)).size).toBeGreaterThanOrEqual(3);
      for (const q of quiz) expect(["title", "keyword", "chosung", "cloze"]).toContain(q.kind);
      expect(quiz.map((q) => q.factPath)).not.toContain(factOfDay(catalogue, day)?.path);
    }
  });

  it("asks title and keyword questions that are true to the catalogue", () => {
    for (const { quiz } of quizzes)
      for (const q of quiz) {
        const fact = catalogue.byPath.get(q.factPath)!;
        const t = fact.translations[lang]!;
        const right = q.options[q.answer]!;
        switch (q.kind) {
          case "title":
            expect(q.prompt).toBe(t.body);
            expect(right).toBe(t.title);
            for (const option of q.options) expect(byTitle.has(option)).toBe(true);
            break;
          case "keyword": {
            // "Which fact is about X?": X is a topic of the answer and of none of the other options' facts,
            // nor a word of their titles or summaries.
            expect(t.tags).toContain(q.prompt);
            expect(right).toBe(t.title);
            const word = q.prompt.toLocaleLowerCase();
            for (const option of q.options.filter((o) => o !== right)) {
              const other = byTitle.get(option)!.translations[lang]!;
              expect(other.tags.map((tag) => tag.toLocaleLowerCase())).not.toContain(word);
              expect(`${other.title}\n${other.body}`.toLocaleLowerCase()).not.toContain(word);
            }
            break;
          }
          case "chosung":
            expect(lang).toBe("ko");
            break;
        }
      }
  });
});
