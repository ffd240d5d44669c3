import type { Lang } from "../languages";

/**
 * The installed app's and the offline reader's strings: the web app manifest, the offline page the service
 * worker shows, and the "new version" notice. Only the manifest route, the build step that writes the offline
 * page, and the lazily loaded worker registration read them, so no page's dictionary grows. English is the
 * source of the keys; a key missing in Korean is a type error.
 */
const en = {
  appName: "Curio — a fact a day",
  appShortName: "Curio",
  appDescription: "Short, true curiosity facts in English and Korean, readable offline.",
  offlineTitle: "You are offline",
  offlineIntro: "This page is not kept on this device, and it cannot be fetched without a connection.",
  availableTitle: "Readable offline",
  availableNone: "Nothing is kept yet: visit Today’s Fact and save facts while you are online.",
  tryAgain: "Try again once you are back online.",
  home: "Home",
  // The section's one name, as the main dictionary has it (offline-page.test.ts holds them equal): the worker
  // that writes the offline page does not load that dictionary.
  todayTitle: "Today’s Fact",
  otherLanguage: "한국어",
  updateReady: "A new version of Curio is ready.",
  reload: "Reload",
};

export type OfflineMessages = typeof en;

const ko: OfflineMessages = {
  appName: "Curio — 하루 한 가지 지식",
  appShortName: "Curio",
  appDescription: "짧고 정확한 흥미로운 지식을 한국어와 영어로, 오프라인에서도 읽을 수 있습니다.",
  offlineTitle: "오프라인 상태입니다",
  offlineIntro: "이 페이지는 이 기기에 보관되어 있지 않아 인터넷에 연결되어 있지 않으면 불러올 수 없습니다.",
  availableTitle: "오프라인에서 읽을 수 있는 페이지",
  availableNone: "아직 보관된 페이지가 없습니다. 온라인일 때 오늘의 지식을 방문하고 지식을 저장해 두세요.",
  tryAgain: "다시 연결되면 새로 고쳐 주세요.",
  home: "홈",
  todayTitle: "오늘의 지식",
  otherLanguage: "English",
  updateReady: "Curio의 새 버전이 준비되었습니다.",
  reload: "새로 고침",
};

export const offlineMessages: Record<Lang, OfflineMessages> = { en, ko };
