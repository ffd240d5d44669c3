import type { Lang } from "../languages";

/**
 * The quiz page's own strings: its questions, feedback, score and sharing. Only that page uses them, so they live
 * here, in its chunk, rather than in the dictionary every page downloads (the fact page's script budget; as
 * forms.ts). The quiz's name and a day's title stay in the dictionary: the menu, the footer and today's page say
 * them. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  intro: "Five questions from Curio’s facts. Every answer is a link: no sign-in, nothing to install.",
  question: "Question {number} of {total}",
  promptTitle: "Which title goes with this summary?",
  promptCategory: "Which category does this fact belong to?",
  promptKeyword: "Which fact is about “{word}”?",
  promptChosung: "Which word fills the gap? Its initial consonants are the hint.",
  blank: "gap, initials {hint}",
  fromTitle: "The title of a fact",
  fromSummary: "From the summary of “{title}”",
  right: "Right!",
  wrong: "Not quite. The answer was “{answer}”.",
  yourAnswer: "your answer",
  rightAnswer: "right answer",
  aboutFact: "The fact:",
  next: "Next question",
  seeScore: "See your score",
  resultTitle: "Your score: {score} of {total}",
  finishedHere: "You finished this quiz on this device.",
  gridLabel: "Question by question: {marks}",
  gridRight: "{number} right",
  gridWrong: "{number} missed",
  missedTitle: "Questions you missed",
  missedItem: "Question {number}:",
  missedAnswer: "the answer was “{answer}”",
  missedNone: "None: every answer was right.",
  resultFacts: "The five facts",
  shareResult: "Share your result",
  copied: "Result copied!",
  shareText: "Curio quiz · {date} · {score}/{total}",
  nextQuizAtMidnight: "A new quiz arrives every day at midnight Korean time (15:00 UTC).",
  nextQuizIn: "Next quiz in {hours} h {minutes} min, at {time} your time.",
  nextQuizInMinutes: "Next quiz in {minutes} min, at {time} your time.",
  playToday: "Play today’s quiz",
};

export type QuizMessages = typeof en;

const ko: QuizMessages = {
  intro: "Curio의 지식으로 만든 다섯 문제입니다. 답은 모두 링크라서 로그인도 설치도 필요 없습니다.",
  question: "{total}문제 중 {number}번째",
  promptTitle: "이 요약에 맞는 제목은 무엇일까요?",
  promptCategory: "이 지식은 어느 분야에 속할까요?",
  promptKeyword: "‘{word}’에 관한 지식은 무엇일까요?",
  promptChosung: "빈칸에 들어갈 낱말은 무엇일까요? 초성이 힌트입니다.",
  blank: "빈칸, 초성 {hint}",
  fromTitle: "어느 지식의 제목",
  fromSummary: "‘{title}’ 요약에서",
  right: "정답입니다!",
  wrong: "아쉽습니다. 정답은 ‘{answer}’입니다.",
  yourAnswer: "내가 고른 답",
  rightAnswer: "정답",
  aboutFact: "관련 지식:",
  next: "다음 문제",
  seeScore: "결과 보기",
  resultTitle: "{total}문제 중 {score}문제를 맞혔습니다",
  finishedHere: "이 기기에서 이미 푼 퀴즈입니다.",
  gridLabel: "문제별 결과: {marks}",
  gridRight: "{number}번 맞힘",
  gridWrong: "{number}번 틀림",
  missedTitle: "틀린 문제",
  missedItem: "{number}번 문제:",
  missedAnswer: "정답은 ‘{answer}’",
  missedNone: "없습니다. 모두 맞혔어요!",
  resultFacts: "오늘 나온 지식 다섯 가지",
  shareResult: "결과 공유하기",
  copied: "결과를 복사했습니다!",
  shareText: "Curio 퀴즈 · {date} · {score}/{total}",
  nextQuizAtMidnight: "새 퀴즈는 매일 한국 시간 자정(UTC 15시)에 올라옵니다.",
  nextQuizIn: "다음 퀴즈까지 {hours}시간 {minutes}분 남았습니다. 내 시간으로 {time}에 올라옵니다.",
  nextQuizInMinutes: "다음 퀴즈까지 {minutes}분 남았습니다. 내 시간으로 {time}에 올라옵니다.",
  playToday: "오늘의 퀴즈 풀기",
};

export const quizMessages: Record<Lang, QuizMessages> = { en, ko };
