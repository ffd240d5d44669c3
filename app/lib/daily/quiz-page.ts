import { categoryView } from "../catalogue/fact-view";
import type { Catalogue } from "../catalogue/catalogue";
import type { Lang } from "../i18n/languages";
import { format } from "../i18n/messages";
import { quizMessages, type QuizMessages } from "../i18n/messages/quiz";
import { paths } from "../paths";
import { progressText, scoreOf, type QuizProgress, type QuizQuestion } from "./quiz";
import { QUIZ_LENGTH } from "./quiz-shape";
import { quizShareText } from "./quiz-share-text";

/** A fact as the quiz links it. */
export interface QuizFactLink {
  href: string;
  title: string;
}

/** One question as a page shows it; `reveal` once it is answered (the choice, the right answer, its fact, the way on). */
export interface QuestionView {
  number: number;
  prompt: string;
  kind: QuizQuestion["kind"];
  /** The summary a title question shows under its prompt. */
  text: string | null;
  /** 초성 and cloze questions: the hint (a cloze has none: ""), the line around the gap, and where the line comes from. */
  line: { hint: string; parts: string[]; source: string } | null;
  options: { text: string; href: string }[];
  reveal: { given: number; answer: number; right: boolean; fact: QuizFactLink; next: string; isLast: boolean } | null;
}

export interface ResultView {
  score: number;
  total: number;
  right: boolean[];
  grid: string;
  gridLabel: string;
  shareText: string;
  /** A line for the score (every score has one, none of them a reproach). */
  encouragement: string;
  /** The five facts in question order, each once: whether it was answered right and, if not, the answer. */
  facts: (QuizFactLink & {
    number: number;
    right: boolean;
    /** The right answer of a missed question, when it is not the fact's title (which the list shows anyway). */
    answer: string | null;
    category: ReturnType<typeof categoryView>;
  })[];
}

function promptOf(question: QuizQuestion, t: QuizMessages): string {
  switch (question.kind) {
    case "title":
      return t.promptTitle;
    case "keyword":
      return format(t.promptKeyword, { word: question.prompt });
    case "chosung":
      return t.promptChosung;
    case "cloze":
      return t.promptCloze;
  }
}

function factLink(catalogue: Catalogue, lang: Lang, factPath: string): QuizFactLink {
  const fact = catalogue.byPath.get(factPath)!;
  return { href: paths.fact(lang, fact.path), title: fact.translations[lang]!.title };
}

/**
 * What a quiz page shows for a progress: the question to answer, the question just answered (revealed), or
 * the result. Every way on is a plain link: an option adds its index and the reveal mark, "Next" drops the mark.
 */
export function quizPageModel(
  catalogue: Catalogue,
  {
    lang,
    day,
    questions,
    progress,
    shareUrl,
  }: { lang: Lang; day: string; questions: QuizQuestion[]; progress: QuizProgress; shareUrl: string },
): { question: QuestionView | null; result: ResultView | null } {
  const t = quizMessages[lang];
  const { answers, revealed } = progress;
  const done = answers.length === questions.length && !revealed;
  if (done) return { question: null, result: resultView(catalogue, { lang, day, questions, answers, shareUrl }) };
  const index = revealed ? answers.length - 1 : answers.length;
  const q = questions[index]!;
  const before = answers.slice(0, index).join("");
  const given = revealed ? answers[index]! : null;
  return {
    result: null,
    question: {
      number: index + 1,
      prompt: promptOf(q, t),
      kind: q.kind,
      text: q.kind === "title" ? q.prompt : null,
      line:
        q.kind === "chosung" || q.kind === "cloze"
          ? {
              hint: q.hint ?? "",
              parts: q.blank!.parts,
              source: q.blank!.source === "title" ? t.fromTitle : format(t.fromSummary, { title: q.prompt }),
            }
          : null,
      options: q.options.map((text, i) => ({
        text,
        href: paths.quiz(lang, day, progressText({ answers: [...answers.slice(0, index), i], revealed: true })),
      })),
      reveal:
        given === null
          ? null
          : {
              given,
              answer: q.answer,
              right: given === q.answer,
              fact: factLink(catalogue, lang, q.factPath),
              next: paths.quiz(lang, day, `${before}${given}`),
              isLast: index === questions.length - 1,
            },
    },
  };
}

function resultView(
  catalogue: Catalogue,
  { lang, day, questions, answers, shareUrl }: { lang: Lang; day: string; questions: QuizQuestion[]; answers: number[]; shareUrl: string },
): ResultView {
  const t = quizMessages[lang];
  const { right, score, grid } = scoreOf(questions, answers);
  const marks = right.map((r, i) => format(r ? t.gridRight : t.gridWrong, { number: i + 1 })).join(", ");
  return {
    score,
    total: QUIZ_LENGTH,
    right,
    grid,
    gridLabel: format(t.gridLabel, { marks }),
    shareText: quizShareText({ lang, day, score, total: QUIZ_LENGTH, grid, url: shareUrl }),
    encouragement: t.encouragement[score] ?? "",
    facts: questions.map((q, i) => {
      const link = factLink(catalogue, lang, q.factPath);
      const answer = q.options[q.answer]!;
      return {
        ...link,
        number: i + 1,
        right: right[i]!,
        answer: right[i] || answer === link.title ? null : answer,
        category: categoryView(catalogue, catalogue.byPath.get(q.factPath)!.category, lang),
      };
    }),
  };
}
