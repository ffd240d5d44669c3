import { getChoseong } from "es-hangul";
import { categoryName, type Catalogue } from "../catalogue/catalogue";
import { sampleRandom, seededRng, type Rng } from "../catalogue/random";
import type { Fact, FactTranslation } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { OPTION_COUNT, QUIZ_LENGTH } from "./quiz-shape";
import { factOfDay } from "./rotation";

/**
 * The kinds of question, all built from the catalogue's own text: the title that goes with a summary, the
 * category of a titled fact, the fact a key word belongs to, and (in Korean) the word behind a 초성 hint.
 */
export type QuestionKind = "title" | "category" | "keyword" | "chosung";

export interface QuizQuestion {
  kind: QuestionKind;
  /** The fact the question is about (its catalogue path). */
  factPath: string;
  /** What the question shows: a summary, a title, a key word, or a 초성 hint with the fact's title. */
  prompt: string;
  /** For 초성 questions: the 초성 of the answer. */
  hint?: string;
  options: string[];
  answer: number;
}

/** The order of kinds per language; a kind the catalogue cannot build for a fact falls back to "title". */
const KINDS: Record<Lang, QuestionKind[]> = {
  en: ["title", "category", "keyword", "title", "category"],
  ko: ["chosung", "title", "category", "keyword", "chosung"],
};

/** The key words of a translation: its tags, short topics such as "Venus" or "금성". */
function keyWords(t: FactTranslation): string[] {
  return t.tags;
}

/** A Korean key word a 초성 question can ask for: Hangul syllables only, 2 to 6 of them. */
const isHangulWord = (word: string) => /^[가-힣]{2,6}$/.test(word);

/** `answer` plus distractors, each text once, in an order from `rng`: the options and the answer's index. */
function withDistractors(answer: string, candidates: readonly string[], rng: Rng): { options: string[]; answer: number } | undefined {
  const distinct = [...new Set(candidates.filter((c) => c !== answer))];
  const distractors = sampleRandom(distinct, OPTION_COUNT - 1, rng);
  if (distractors.length < OPTION_COUNT - 1) return undefined;
  const options = sampleRandom([answer, ...distractors], OPTION_COUNT, rng);
  return { options, answer: options.indexOf(answer) };
}

function buildQuestion(
  kind: QuestionKind,
  fact: Fact,
  pool: readonly Fact[],
  catalogue: Catalogue,
  lang: Lang,
  rng: Rng,
): QuizQuestion | undefined {
  const t = fact.translations[lang]!;
  const others = pool.filter((f) => f.path !== fact.path);
  const base = { kind, factPath: fact.path };
  switch (kind) {
    case "title": {
      const picked = withDistractors(
        t.title,
        others.map((f) => f.translations[lang]!.title),
        rng,
      );
      return picked && { ...base, prompt: t.body, ...picked };
    }
    case "category": {
      const names = catalogue.categories.map((c) => categoryName(catalogue, c.slug, lang));
      const picked = withDistractors(categoryName(catalogue, fact.category, lang), names, rng);
      return picked && { ...base, prompt: t.title, ...picked };
    }
    case "keyword": {
      // One of this fact's words, asked with distractor facts that do not have it, so exactly one option is right.
      const word = keyWords(t)[0];
      if (!word) return undefined;
      const without = others.filter((f) => !keyWords(f.translations[lang]!).includes(word)).map((f) => f.translations[lang]!.title);
      const picked = withDistractors(t.title, without, rng);
      return picked && { ...base, prompt: word, ...picked };
    }
    case "chosung": {
      const word = keyWords(t).find(isHangulWord);
      if (!word) return undefined;
      const hint = getChoseong(word);
      // Distractors are other facts' words of the same length whose 초성 differ, so the hint has one answer.
      const words = others
        .flatMap((f) => keyWords(f.translations[lang]!))
        .filter((w) => isHangulWord(w) && w.length === word.length && getChoseong(w) !== hint);
      const picked = withDistractors(word, words, rng);
      return picked && { ...base, prompt: t.title, hint, ...picked };
    }
  }
}

/**
 * The quiz of a day in a language: five questions about that day's fact and four facts drawn, with a seed
 * of the day, from those published by then in every language (so both languages quiz the same facts).
 * Deterministic: the same day, language and catalogue give the same quiz. Undefined when there is no quiz.
 */
export function quizOfDay(catalogue: Catalogue, day: string, lang: Lang): QuizQuestion[] | undefined {
  const featured = factOfDay(catalogue, day);
  if (!featured) return undefined;
  const pool = catalogue.facts.filter((f) => f.publishedDate <= day && LANGS.every((l) => f.translations[l]));
  const picks = [
    featured,
    ...sampleRandom(
      pool.filter((f) => f.path !== featured.path),
      QUIZ_LENGTH - 1,
      seededRng(`quiz|${day}`),
    ),
  ];
  if (picks.length < QUIZ_LENGTH) return undefined;
  const rng = seededRng(`quiz|${day}|${lang}`);
  const questions: QuizQuestion[] = [];
  for (const [i, fact] of picks.entries()) {
    const question =
      buildQuestion(KINDS[lang][i]!, fact, pool, catalogue, lang, rng) ?? buildQuestion("title", fact, pool, catalogue, lang, rng);
    if (!question) return undefined;
    questions.push(question);
  }
  return questions;
}

/**
 * The reader's answers so far, from the URL (`a=0213`: one option index per answered question), or null
 * when the string is not a possible progress: an unknown character, more answers than questions, or an
 * option the question does not offer.
 */
export function parseAnswers(text: string | null, questions: readonly QuizQuestion[]): number[] | null {
  if (text === null) return [];
  if (!/^\d{1,5}$/.test(text) || text.length > questions.length) return null;
  const answers = [...text].map(Number);
  return answers.every((a, i) => a < questions[i]!.options.length) ? answers : null;
}

/** How many answers were right, and the share grid (🟩 right, 🟥 wrong). */
export function scoreOf(questions: readonly QuizQuestion[], answers: readonly number[]): { score: number; grid: string } {
  const right = answers.map((a, i) => a === questions[i]!.answer);
  return { score: right.filter(Boolean).length, grid: right.map((r) => (r ? "🟩" : "🟥")).join("") };
}
