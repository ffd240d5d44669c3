import type { Lang } from "../languages";

/**
 * The side-by-side page's own strings: only that page shows them, so they travel in its chunk, not in the
 * dictionary every page downloads. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  howItWorks: "How it works",
  intro:
    "The fact in both languages, sentence by sentence. Point to, focus or tap a sentence or a marked term to light its partner; a marked term opens what it means.",
  /** Said only where there is a keyboard to press them (app.css hides it on touch screens). */
  keys: "In the text, the arrow keys move from sentence to sentence.",
  pairsCaption: "{part}, sentence by sentence: each row is a sentence and its translation",
  showSay: "Show how the Korean is said",
  hideSay: "Hide how the Korean is said",
};

export type SideBySideMessages = typeof en;

const ko: SideBySideMessages = {
  howItWorks: "사용 방법",
  intro:
    "같은 지식을 두 언어로 한 문장씩 나란히 읽습니다. 문장이나 표시된 용어를 가리키거나 선택하거나 누르면 짝이 강조되고, 표시된 용어를 누르면 뜻이 나옵니다.",
  keys: "본문에서는 화살표 키로 문장 사이를 옮겨 다닐 수 있습니다.",
  pairsCaption: "{part}: 각 행은 한 문장과 그 번역입니다",
  showSay: "영어 핵심 용어 발음 보기",
  hideSay: "영어 핵심 용어 발음 숨기기",
};

export const sideBySideMessages: Record<Lang, SideBySideMessages> = { en, ko };
