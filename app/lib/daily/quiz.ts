import { getChoseong } from "es-hangul";
import type { Catalogue } from "../catalogue/catalogue";
import { sampleRandom, seededRng, type Rng } from "../catalogue/random";
import type { Fact, FactTranslation } from "../catalogue/schema";
import { LANGS, type Lang } from "../i18n/languages";
import { OPTION_COUNT, QUIZ_LENGTH } from "./quiz-shape";
import { addDays, factOfDay } from "./rotation";
import { isPredicateHeadword } from "../text/korean-headword";

/**
 * The kinds of question, each settled by the fact itself: the title that goes with a summary, the fact a key word
 * belongs to, and the key term missing from a line of a fact (in Korean shown by its 초성, "chosung"; in English
 * with no hint, "cloze"). No "which category": categories overlap, and an Aztec chocolate drink is as much
 * history as trivia.
 */
export type QuestionKind = "title" | "keyword" | "chosung" | "cloze";

/** The line a 초성 question shows, with the answer taken out wherever it occurs in it. */
export interface ChosungBlank {
  /** Where the line comes from: the fact's title, or one sentence of its summary (then the title is shown as its source). */
  source: "title" | "body";
  /** The line cut at every occurrence of the answer: `parts.join(answer)` is the line as the catalogue has it. */
  parts: string[];
}

export interface QuizQuestion {
  kind: QuestionKind;
  /** The fact the question is about (its catalogue path). */
  factPath: string;
  /** What the question shows: a summary (title), a title (chosung, cloze), or a key word (keyword). */
  prompt: string;
  /** For 초성 questions: the 초성 of the answer, which every option shares. */
  hint?: string;
  /** For 초성 and cloze questions: the line with the answer left out. */
  blank?: ChosungBlank;
  options: string[];
  answer: number;
}

/** The order of kinds per language; a kind the catalogue cannot build for a fact falls back to "title". */
const KINDS: Record<Lang, QuestionKind[]> = {
  en: ["cloze", "title", "keyword", "cloze", "keyword"],
  ko: ["chosung", "title", "keyword", "chosung", "keyword"],
};

const FALLBACKS: QuestionKind[] = ["cloze", "keyword", "title"];
/** Kinds a quiz asks at least, where its facts can give them. */
const MIN_KINDS = 3;

/** A Korean word a 초성 question can ask for: Hangul syllables only, 2 to 6 of them. */
const isHangulWord = (word: string) => /^[가-힣]{2,6}$/.test(word);

/** Everything a translation says: a word that occurs nowhere in it cannot be the word a line of it is missing. */
const wholeText = (t: FactTranslation) => [t.title, t.body, ...t.detail].join("\n");

/**
 * The words of a fact a 초성 question can ask for and offer as distractors: its Korean tags and key terms
 * (the glossary's terms occur in the fact's text by the catalogue's own rule), Hangul only, nouns only.
 */
function chosungWords(fact: Fact): string[] {
  const t = fact.translations.ko;
  if (!t) return [];
  // A verb in dictionary form (녹다) is not written so in the line, and a blank wants a noun.
  return [...new Set([...t.tags, ...fact.glossary.map((g) => g.ko)])].filter((word) => isHangulWord(word) && !isPredicateHeadword(word));
}

/** Every word 초성 questions can use, by 초성, with the day it first appears in a fact published in every language. */
type ChosungVocabulary = Map<string, { word: string; since: string }[]>;

const vocabularies = new WeakMap<Catalogue, ChosungVocabulary>();

function chosungVocabulary(catalogue: Catalogue): ChosungVocabulary {
  let vocabulary = vocabularies.get(catalogue);
  if (vocabulary) return vocabulary;
  const since = new Map<string, string>();
  for (const fact of catalogue.facts)
    if (LANGS.every((l) => fact.translations[l]))
      for (const word of chosungWords(fact)) {
        const seen = since.get(word);
        if (seen === undefined || fact.publishedDate < seen) since.set(word, fact.publishedDate);
      }
  vocabulary = new Map();
  for (const [word, day] of [...since].sort(([a], [b]) => a.localeCompare(b))) {
    const hint = getChoseong(word);
    vocabulary.set(hint, [...(vocabulary.get(hint) ?? []), { word, since: day }]);
  }
  vocabularies.set(catalogue, vocabulary);
  return vocabulary;
}

const sentences = new Intl.Segmenter("ko", { granularity: "sentence" });

/** The line of `t` that shows `word`: the title when it has it, else the first sentence of the summary that does. */
function lineWith(t: FactTranslation, word: string): { source: "title" | "body"; line: string } | undefined {
  if (t.title.includes(word)) return { source: "title", line: t.title };
  for (const { segment } of sentences.segment(t.body)) if (segment.includes(word)) return { source: "body", line: segment.trim() };
  return undefined;
}

/** `answer` plus distractors, each text once, in an order from `rng`: the options and the answer's index. */
function withDistractors(answer: string, candidates: readonly string[], rng: Rng): { options: string[]; answer: number } | undefined {
  const distinct = [...new Set(candidates.filter((c) => c !== answer))];
  const distractors = sampleRandom(distinct, OPTION_COUNT - 1, rng);
  if (distractors.length < OPTION_COUNT - 1) return undefined;
  const options = sampleRandom([answer, ...distractors], OPTION_COUNT, rng);
  return { options, answer: options.indexOf(answer) };
}

/**
 * A 초성 question about `fact`: a line of it with one word left out, the word's 초성 as the hint, and options
 * that all share that 초성 (so the hint narrows nothing down: the line must). Distractors are other facts'
 * words (published by `day`) that occur nowhere in this fact, so exactly one option belongs in the line. Undefined when no word of
 * the fact has three such words to stand beside it.
 */
function chosungQuestion(fact: Fact, vocabulary: ChosungVocabulary, day: string, rng: Rng): QuizQuestion | undefined {
  const t = fact.translations.ko!;
  const text = wholeText(t);
  const candidates = chosungWords(fact).flatMap((word) => {
    const found = lineWith(t, word);
    if (!found) return [];
    const hint = getChoseong(word);
    const distractors = (vocabulary.get(hint) ?? [])
      .filter((w) => w.since <= day && w.word !== word && !text.includes(w.word))
      .map((w) => w.word);
    return distractors.length >= OPTION_COUNT - 1 ? [{ word, hint, distractors, ...found }] : [];
  });
  // A word of the title makes the shortest line; a sentence of the summary otherwise.
  const fromTitle = candidates.filter((c) => c.source === "title");
  const [chosen] = sampleRandom(fromTitle.length > 0 ? fromTitle : candidates, 1, rng);
  if (!chosen) return undefined;
  const picked = withDistractors(chosen.word, chosen.distractors, rng);
  return (
    picked && {
      kind: "chosung",
      factPath: fact.path,
      prompt: t.title,
      hint: chosen.hint,
      blank: { source: chosen.source, parts: chosen.line.split(chosen.word) },
      ...picked,
    }
  );
}

type Vocabulary = { word: string; since: string }[];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Whether taking `word` out of `line` leaves a fair gap: every occurrence, whatever its case, is the word as
 * written (so none is left in the line), and each is a whole word (in Korean, not the end of a longer one).
 */
function cleanGap(lang: Lang, line: string, word: string): boolean {
  const exact = line.split(word).length - 1;
  const anyCase = line.toLocaleLowerCase().split(word.toLocaleLowerCase()).length - 1;
  const whole = new RegExp(lang === "en" ? `\\b${escapeRegExp(word)}\\b` : `(?<![가-힣])${escapeRegExp(word)}`, "g");
  return exact > 0 && exact === anyCase && (line.match(whole)?.length ?? 0) === exact;
}

/** Every key term cloze questions can use in a language, with the day it first appears in a fact published in every language. */
const clozeVocabularies = new WeakMap<Catalogue, Partial<Record<Lang, Vocabulary>>>();

function clozeVocabulary(catalogue: Catalogue, lang: Lang): Vocabulary {
  let perLang = clozeVocabularies.get(catalogue);
  if (!perLang) clozeVocabularies.set(catalogue, (perLang = {}));
  const cached = perLang[lang];
  if (cached) return cached;
  const since = new Map<string, string>();
  for (const fact of catalogue.facts)
    if (LANGS.every((l) => fact.translations[l]))
      for (const entry of fact.glossary) {
        const seen = since.get(entry[lang]);
        if (seen === undefined || fact.publishedDate < seen) since.set(entry[lang], fact.publishedDate);
      }
  return (perLang[lang] = [...since].sort(([a], [b]) => a.localeCompare(b)).map(([word, day]) => ({ word, since: day })));
}

/** Terms of one shape, so an option's length gives nothing away: as many words in English, as many letters in Korean. */
const sameShape = (lang: Lang, a: string, b: string) =>
  lang === "en" ? a.split(/\s+/).length === b.split(/\s+/).length : a.length === b.length;

/**
 * A cloze question about `fact`: a line of it (its title, or a sentence of its summary) with one of its key terms
 * left out, and as options other facts' key terms (published by `day`) of the same shape that occur nowhere in this
 * fact, so exactly one option belongs in the line. English asks these; Korean, where a 초성 question cannot be made.
 */
function clozeQuestion(fact: Fact, lang: Lang, vocabulary: Vocabulary, day: string, rng: Rng): QuizQuestion | undefined {
  const t = fact.translations[lang]!;
  const text = wholeText(t).toLocaleLowerCase();
  const candidates = fact.glossary.flatMap((entry) => {
    const word = entry[lang];
    const found = lineWith(t, word);
    if (
      !found ||
      !cleanGap(lang, found.line, word) ||
      (found.source === "body" && t.title.toLocaleLowerCase().includes(word.toLocaleLowerCase()))
    )
      return [];
    const distractors = vocabulary
      .filter((w) => w.since <= day && w.word !== word && sameShape(lang, w.word, word) && !text.includes(w.word.toLocaleLowerCase()))
      .map((w) => w.word);
    return distractors.length >= OPTION_COUNT - 1 ? [{ word, distractors, ...found }] : [];
  });
  const [chosen] = sampleRandom(candidates, 1, rng);
  if (!chosen) return undefined;
  const picked = withDistractors(chosen.word, chosen.distractors, rng);
  return (
    picked && {
      kind: "cloze",
      factPath: fact.path,
      prompt: t.title,
      blank: { source: chosen.source, parts: chosen.line.split(chosen.word) },
      ...picked,
    }
  );
}

/** Whether a fact is about `word`: one of its tags, or a word of its title or summary (case aside). */
function mentions(t: FactTranslation, word: string): boolean {
  const lower = word.toLocaleLowerCase();
  return t.tags.some((tag) => tag.toLocaleLowerCase() === lower) || `${t.title}\n${t.body}`.toLocaleLowerCase().includes(lower);
}

function buildQuestion(
  kind: QuestionKind,
  fact: Fact,
  { pool, catalogue, lang, day, rng }: { pool: readonly Fact[]; catalogue: Catalogue; lang: Lang; day: string; rng: Rng },
): QuizQuestion | undefined {
  const t = fact.translations[lang]!;
  const others = pool.filter((f) => f.path !== fact.path);
  const base = { kind, factPath: fact.path };
  switch (kind) {
    case "title": {
      // Titles of the same category where there are enough: they share its words, so the summary's words alone
      // do not point to the answer.
      const near = others.filter((f) => f.category === fact.category);
      const picked = withDistractors(
        t.title,
        (near.length >= OPTION_COUNT - 1 ? near : others).map((f) => f.translations[lang]!.title),
        rng,
      );
      return picked && { ...base, prompt: t.body, ...picked };
    }
    case "keyword": {
      // One of this fact's topics, asked with facts that neither have it as a topic nor mention it, so
      // "which fact is about …" has exactly one true answer.
      const word = t.tags[0];
      if (!word) return undefined;
      const without = others.filter((f) => !mentions(f.translations[lang]!, word)).map((f) => f.translations[lang]!.title);
      const picked = withDistractors(t.title, without, rng);
      return picked && { ...base, prompt: word, ...picked };
    }
    case "chosung":
      return lang === "ko" ? chosungQuestion(fact, chosungVocabulary(catalogue), day, rng) : undefined;
    case "cloze":
      return clozeQuestion(fact, lang, clozeVocabulary(catalogue, lang), day, rng);
  }
}

/**
 * The quiz of a day in a language: five questions, the first about yesterday's fact (a reason to come back),
 * the others about facts drawn, with a seed of the day, from those published by then in every language (so both
 * languages quiz the same facts). Never about the day's own fact: home shows its summary right above the quiz
 * link. Deterministic: the same day, language and catalogue give the same quiz. Undefined when there is no quiz.
 */
export function quizOfDay(catalogue: Catalogue, day: string, lang: Lang): QuizQuestion[] | undefined {
  const featured = factOfDay(catalogue, day);
  if (!featured) return undefined;
  const pool = catalogue.facts.filter((f) => f.publishedDate <= day && f.path !== featured.path && LANGS.every((l) => f.translations[l]));
  const yesterday = factOfDay(catalogue, addDays(day, -1));
  const first = yesterday && pool.includes(yesterday) ? [yesterday] : [];
  const picks = [
    ...first,
    ...sampleRandom(
      pool.filter((f) => !first.includes(f)),
      QUIZ_LENGTH - first.length,
      seededRng(`quiz|${day}`),
    ),
  ];
  if (picks.length < QUIZ_LENGTH) return undefined;
  const context = { pool, catalogue, lang, day, rng: seededRng(`quiz|${day}|${lang}`) };
  const questions: QuizQuestion[] = [];
  for (const [i, fact] of picks.entries()) {
    // A kind the fact cannot give (no word with three others of its 초성, no key term to blank, a topic every
    // other fact mentions) gives way to another, the one asked least so far first (a cloze, a key-word question,
    // a title question, which every fact can give), so a quiz keeps its variety.
    const kind = KINDS[lang][i]!;
    const asked = (k: QuestionKind) => questions.filter((q) => q.kind === k).length;
    const fallbacks = FALLBACKS.filter((k) => k !== kind).sort((a, b) => asked(a) - asked(b));
    const question = [kind, ...fallbacks].reduce<QuizQuestion | undefined>(
      (found, k) => found ?? buildQuestion(k, fact, context),
      undefined,
    );
    if (!question) return undefined;
    questions.push(question);
  }
  // Fewer than three kinds (the facts drawn could not give the planned ones): ask a kind still missing about a
  // fact whose kind is asked twice, where that fact can give it.
  for (const missing of new Set([...KINDS[lang], ...FALLBACKS])) {
    if (new Set(questions.map((q) => q.kind)).size >= MIN_KINDS) break;
    if (questions.some((q) => q.kind === missing)) continue;
    for (const [i, fact] of picks.entries()) {
      if (questions.filter((q) => q.kind === questions[i]!.kind).length < 2) continue;
      const other = buildQuestion(missing, fact, context);
      if (other) {
        questions[i] = other;
        break;
      }
    }
  }
  // Still fewer (none of the facts drawn can give the kind): ask it about another fact of the pool instead of
  // one whose kind is asked twice, never yesterday's, the candidates in the day's order (that day, the two
  // languages quiz one fact apart).
  for (const missing of new Set([...KINDS[lang], ...FALLBACKS])) {
    if (new Set(questions.map((q) => q.kind)).size >= MIN_KINDS) break;
    if (questions.some((q) => q.kind === missing)) continue;
    const i = questions.findIndex((q, j) => j >= first.length && questions.filter((o) => o.kind === q.kind).length >= 2);
    if (i < 0) break;
    const unused = pool.filter((f) => !questions.some((q) => q.factPath === f.path));
    for (const fact of sampleRandom(unused, unused.length, seededRng(`quiz|${day}|${lang}|${missing}`))) {
      const other = buildQuestion(missing, fact, context);
      if (other) {
        questions[i] = other;
        break;
      }
    }
  }
  return questions;
}

/**
 * Where a reader is in a quiz: the options chosen so far, and whether the last answer is being shown
 * (its question with the choice and the right answer marked) before they move on.
 */
export interface QuizProgress {
  answers: number[];
  revealed: boolean;
}

/** The mark after the answers in `a` that keeps the last answered question on screen. */
export const REVEALED_MARK = "!";

/**
 * The reader's progress from the URL (`a=0213`: one option index per answered question, then `!` while the
 * last answer is shown), or null when the string is not a possible progress: an unknown character, more
 * answers than questions, an option the question does not offer, or a mark with no answer before it.
 */
export function parseAnswers(text: string | null, questions: readonly QuizQuestion[]): QuizProgress | null {
  if (text === null) return { answers: [], revealed: false };
  const match = /^(\d{1,5})(!?)$/.exec(text);
  if (!match || match[1]!.length > questions.length) return null;
  const answers = [...match[1]!].map(Number);
  return answers.every((a, i) => a < questions[i]!.options.length) ? { answers, revealed: match[2] === REVEALED_MARK } : null;
}

/** The `a` value of a progress: the inverse of parseAnswers. */
export const progressText = ({ answers, revealed }: QuizProgress) =>
  `${answers.join("")}${revealed && answers.length > 0 ? REVEALED_MARK : ""}`;

/** Which answers were right, how many, and the share grid (✅ right, ❌ wrong: two shapes, not only two colours). */
export function scoreOf(questions: readonly QuizQuestion[], answers: readonly number[]): { right: boolean[]; score: number; grid: string } {
  const right = answers.map((a, i) => a === questions[i]!.answer);
  return { right, score: right.filter(Boolean).length, grid: right.map((r) => (r ? "✅" : "❌")).join("") };
}
