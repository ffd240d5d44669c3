import type { Lang } from "../languages";

/**
 * The saved page's "Keep your progress" strings. Only that page uses them, and only after hydration, so they
 * live here, in the saved page's own chunk, rather than in the dictionary every page downloads. English is the
 * source of the keys; a key missing in Korean is a type error.
 */
const en = {
  title: "Keep your progress",
  where:
    "Your saved facts, quizzes and review cards are kept only in this browser, on this device: nothing is sent to us. A backup keeps them safe, or carries them to another browser.",
  kept: "This browser has agreed to keep them until you clear them yourself.",
  mayClear:
    "This browser may clear them when it runs short of space or after some time without a visit (Safari after 7 days), so keep a backup.",
  importTitle: "Bring your progress here",
  importIntro: "Saved facts and quizzes on another browser? Make a backup there, then open its file or paste its code here.",
  download: "Download a backup file",
  importFile: "Import a backup file",
  codeTitle: "Backup code and QR code",
  codeIntro:
    "The same backup as a short code. Copy it, or scan the QR code with another device to open this page there with your progress.",
  codeLabel: "Your backup code",
  copy: "Copy the code",
  copied: "Code copied.",
  qrLabel: "QR code of a link that carries your backup",
  qrTooLong: "Too much for a QR code: use the file or the code instead.",
  qrLight: "The QR code carries your saved facts and quiz days; your scores and review cards travel in the code above and the file.",
  pasteLabel: "Paste a backup code",
  importCode: "Import the code",
  nothingYet: "Nothing to back up yet: save a fact or play a quiz first.",
  linkOffer: "This link carries a backup: {saved} saved facts and {days} quiz days. Add them to this browser?",
  linkOfferCards: "This link carries a backup: {saved} saved facts, {days} quiz days and {cards} review cards. Add them to this browser?",
  linkAccept: "Add them",
  linkDecline: "No, thanks",
  imported: "Added {saved} saved facts and {days} quiz days. Nothing was removed.",
  importedCards: "Added {saved} saved facts and {days} quiz days, and brought in {cards} review cards. Nothing was removed.",
  nothingNew: "Nothing new: this browser already had everything in the backup.",
  tooLarge: "That file is too large to be a Curio backup.",
  notCurio: "That is not a Curio backup. Pick the file or code you made on Curio’s saved page.",
  newer: "That backup was made by a newer version of Curio. Reload this page and try again.",
  damaged: "That backup is damaged, so nothing was imported. Make a new one on the other browser.",
  fileName: "curio-backup-{date}.json",
};

export type BackupMessages = typeof en;

const ko: BackupMessages = {
  title: "기록 지키기",
  where:
    "저장한 지식, 퀴즈 기록, 복습 카드는 이 기기의 이 브라우저에만 보관되며, 저희에게는 아무것도 전송되지 않습니다. 백업해 두면 기록을 안전하게 지키거나 다른 브라우저로 옮길 수 있습니다.",
  kept: "이 브라우저는 직접 지우기 전까지 기록을 보관하기로 했습니다.",
  mayClear: "저장 공간이 부족하거나 한동안 방문하지 않으면(Safari는 7일) 이 브라우저가 기록을 지울 수 있으니 백업해 두세요.",
  importTitle: "다른 브라우저의 기록 가져오기",
  importIntro: "다른 브라우저에 저장한 지식이나 퀴즈 기록이 있나요? 그곳에서 백업을 만든 뒤 파일을 열거나 코드를 여기에 붙여 넣으세요.",
  download: "백업 파일 내려받기",
  importFile: "백업 파일 가져오기",
  codeTitle: "백업 코드와 QR 코드",
  codeIntro:
    "같은 백업을 짧은 코드로 만들었습니다. 코드를 복사하거나, 다른 기기로 QR 코드를 찍으면 그 기기에서 기록과 함께 이 페이지가 열립니다.",
  codeLabel: "내 백업 코드",
  copy: "코드 복사",
  copied: "코드를 복사했습니다.",
  qrLabel: "백업이 담긴 링크의 QR 코드",
  qrTooLong: "QR 코드에 담기에는 너무 깁니다. 파일이나 코드를 이용해 주세요.",
  qrLight: "QR 코드에는 저장한 지식과 퀴즈를 푼 날만 담깁니다. 점수와 복습 카드는 위의 코드와 파일로 옮겨 주세요.",
  pasteLabel: "백업 코드 붙여 넣기",
  importCode: "코드 가져오기",
  nothingYet: "아직 백업할 기록이 없습니다. 먼저 지식을 저장하거나 퀴즈를 풀어 보세요.",
  linkOffer: "이 링크에 백업이 담겨 있습니다. 저장한 지식 {saved}개와 퀴즈를 푼 날 {days}일을 이 브라우저에 추가할까요?",
  linkOfferCards:
    "이 링크에 백업이 담겨 있습니다. 저장한 지식 {saved}개, 퀴즈를 푼 날 {days}일, 복습 카드 {cards}장을 이 브라우저에 추가할까요?",
  linkAccept: "추가하기",
  linkDecline: "추가하지 않기",
  imported: "저장한 지식 {saved}개와 퀴즈를 푼 날 {days}일을 추가했습니다. 지운 것은 없습니다.",
  importedCards: "저장한 지식 {saved}개와 퀴즈를 푼 날 {days}일을 추가하고, 복습 카드 {cards}장을 가져왔습니다. 지운 것은 없습니다.",
  nothingNew: "새로 추가할 것이 없습니다. 이 브라우저에 백업 내용이 이미 모두 있습니다.",
  tooLarge: "Curio 백업 파일이라기에는 너무 큽니다.",
  notCurio: "Curio 백업이 아닙니다. Curio의 저장한 지식 페이지에서 만든 파일이나 코드를 골라 주세요.",
  newer: "더 새로운 버전의 Curio에서 만든 백업입니다. 이 페이지를 새로 고친 뒤 다시 시도해 주세요.",
  damaged: "백업이 손상되어 아무것도 가져오지 않았습니다. 원래 브라우저에서 백업을 새로 만들어 주세요.",
  fileName: "curio-backup-{date}.json",
};

export const backupMessages: Record<Lang, BackupMessages> = { en, ko };
