import type { Lang } from "../languages";

/**
 * The menu's link to the review page and its count of cards due. The menu's content is loaded lazily, so
 * these few words live here, in its chunk, rather than in the dictionary every page downloads.
 */
const en = { review: "Review words", due: "{count} cards due" };

export type ReviewNavMessages = typeof en;

const ko: ReviewNavMessages = { review: "단어 복습", due: "복습할 카드 {count}장" };

export const reviewNavMessages: Record<Lang, ReviewNavMessages> = { en, ko };
