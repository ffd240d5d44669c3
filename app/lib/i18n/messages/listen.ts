import type { Lang } from "../languages";

/**
 * The read-aloud player's own strings: they travel in its lazily loaded chunk, not in the dictionary every
 * page downloads. English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  player: "Reading aloud",
  replay: "Say this sentence again",
  speed: "Speed",
  pairs: "Each pair: {other}, then {own}",
  tapHint: "Tap a sentence to read from there.",
  missingVoice: "No {language} voice on this device: {language} sentences are skipped.",
};

export type ListenMessages = typeof en;

const ko: ListenMessages = {
  player: "소리 내어 읽기",
  replay: "이 문장 다시 듣기",
  speed: "속도",
  pairs: "짝마다 {other} 다음 {own}",
  tapHint: "문장을 누르면 그 문장부터 읽습니다.",
  missingVoice: "이 기기에 {language} 음성이 없어 {language} 문장은 건너뜁니다.",
};

export const listenMessages: Record<Lang, ListenMessages> = { en, ko };
