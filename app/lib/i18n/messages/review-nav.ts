import type { Lang } from "../languages";

/**
 * The menu's link to the review page and its count of cards due. The menu's content is loaded lazily, so
 * these few words live here, in its chunk, rather than in the dictionary every page downloads.
 */
const en = {
  review: "Review words",
  due: "{count} cards due",
  /** Home, when cards are due. */
  homeDue: "{count} cards to review: the words of the facts you read",
  /** The saved page. */
  savedInvite: "Review the words of your saved facts",
  /** A fact page, once read. */
  factInvite: "Review this fact's words",
};

export type ReviewNavMessages = typeof en;

const ko: ReviewNavMessages = {
  review: "단어 복습",
  due: "복습할 카드 {count}장",
  homeDue: "복습할 카드 {count}장: 읽은 지식에서 나온 단어",
  savedInvite: "저장한 지식의 단어 복습하기",
  factInvite: "이 지식의 단어 복습하기",
};

export const reviewNavMessages: Record<Lang, ReviewNavMessages> = { en, ko };
