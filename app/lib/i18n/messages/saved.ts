import type { Lang } from "../languages";

/**
 * The Saved page's own strings: its list, undo and sharing. Only that page uses them, so they live here, in its
 * chunk, rather than in the dictionary every page downloads (as quiz.ts). Save and its confirmations stay in the
 * dictionary: every fact page shows them. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  intro: "Facts you saved on this device. Nothing leaves your browser.",
  empty: "You have not saved any facts yet. Tap “Save” on a fact to keep it here.",
  suggestions: "Some facts to start with",
  remove: "Remove",
  savedOn: "Saved {date}",
  removedTitle: "Removed “{title}”.",
  undo: "Undo",
  shareList: "Share this list",
  loading: "Loading your saved facts…",
  needsJavaScript: "Saved facts are kept in your browser, so this page needs JavaScript.",
};

export type SavedMessages = Record<keyof typeof en, string>;

const ko: SavedMessages = {
  intro: "이 기기에 저장한 지식입니다. 아무것도 브라우저 밖으로 나가지 않습니다.",
  empty: "아직 저장한 지식이 없습니다. 지식 페이지에서 ‘저장’을 누르면 여기에 모입니다.",
  suggestions: "이런 지식부터 읽어 보세요",
  remove: "빼기",
  savedOn: "{date} 저장",
  removedTitle: "저장한 지식에서 뺐습니다: ‘{title}’",
  undo: "되돌리기",
  shareList: "이 목록 공유하기",
  loading: "저장한 지식을 불러오는 중…",
  needsJavaScript: "저장한 지식은 브라우저에 보관되므로 이 페이지는 자바스크립트가 필요합니다.",
};

export const savedMessages: Record<Lang, SavedMessages> = { en, ko };
