import type { Lang } from "../languages";

/**
 * The review page's strings (issue 34, item 6). Only that page uses them, so they live in its own chunk, not in
 * the dictionary every page downloads. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  title: "Review the words you met",
  intro:
    "Key terms from the facts you read or saved, in Korean sentences from those facts: fill in the missing word, then see the answer with its English sentence.",
  privacy:
    "Your cards and their schedule are kept only in this browser, on this device. To make the cards, the page fetches the sentences of those facts from Curio, as opening them would; what you review and how you grade it is never sent.",
  needsJavaScript:
    "Reviewing needs JavaScript, which is off or has not loaded: your cards are kept in this browser and scheduled there. Meanwhile, read your saved facts or explore more facts.",
  savedLink: "Your saved facts",
  factsLink: "Explore more facts",
  loading: "Making your cards…",
  empty: "No cards yet. Open or save a few facts: their key terms become cards here.",
  done: "Nothing to review right now. Well done!",
  nextDue: "The next card is due {when}.",
  status: "{due} to review now · {total} cards",
  waiting: "{count} new cards wait for the coming days: they come in {limit} a day.",
  prompt: "The sentence in English",
  cloze: "Fill in the Korean word",
  blank: "blank",
  hint: "Korean for “{gloss}”",
  sound: "How it is said",
  show: "Show the answer",
  answer: "Answer",
  openFact: "Read the fact: {title}",
  gradeLegend: "How well did you remember it?",
  again: "Again",
  hard: "Hard",
  good: "Good",
  easy: "Easy",
  gradeNext: "back {when}",
};

export type ReviewMessages = typeof en;

const ko: ReviewMessages = {
  title: "만난 단어 복습하기",
  intro:
    "읽거나 저장한 지식의 핵심 용어를 그 지식의 영어 문장으로 복습합니다. 빈칸에 들어갈 단어를 떠올린 뒤, 한국어 문장과 함께 답을 확인해 보세요.",
  privacy:
    "카드와 복습 일정은 이 기기의 이 브라우저에만 보관됩니다. 카드를 만들기 위해 지식을 열어 볼 때처럼 Curio에서 해당 지식의 문장을 받아 오지만, 무엇을 복습했고 어떻게 평가했는지는 전송되지 않습니다.",
  needsJavaScript:
    "복습하려면 JavaScript가 필요합니다. JavaScript가 꺼져 있거나 아직 불러오지 못했습니다. 카드는 이 브라우저에 보관되고 일정도 이 브라우저에서 정해집니다. 그동안 저장한 지식을 읽거나 더 많은 지식을 둘러보세요.",
  savedLink: "저장한 지식",
  factsLink: "더 많은 지식 둘러보기",
  loading: "카드를 만드는 중입니다…",
  empty: "아직 카드가 없습니다. 지식을 몇 개 읽거나 저장하면 핵심 용어가 이곳에서 카드가 됩니다.",
  done: "지금은 복습할 카드가 없습니다. 잘하셨습니다!",
  nextDue: "다음 카드는 {when} 복습합니다.",
  status: "지금 복습할 카드 {due}장 · 전체 {total}장",
  waiting: "새 카드 {count}장은 내일부터 하루 {limit}장씩 나옵니다.",
  prompt: "한국어 문장",
  cloze: "빈칸에 들어갈 영어 단어를 떠올려 보세요",
  blank: "빈칸",
  hint: "“{gloss}”에 해당하는 영어",
  sound: "발음",
  show: "답 보기",
  answer: "답",
  openFact: "지식 읽기: {title}",
  gradeLegend: "얼마나 잘 기억했나요?",
  again: "다시",
  hard: "어려움",
  good: "좋음",
  easy: "쉬움",
  gradeNext: "{when}",
};

export const reviewMessages: Record<Lang, ReviewMessages> = { en, ko };
