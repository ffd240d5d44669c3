import type { Lang } from "../languages";

/**
 * The contact form's and the fact report form's strings. Only those two pages use them, so they live here, in
 * those pages' chunks, rather than in the dictionary every page downloads (the fact page's script budget).
 * English is the source of the keys; a key missing in Korean is a type error.
 */
const en = {
  contact: {
    title: "Contact Us",
    intro: "Questions, corrections or ideas for a new fact? We would love to hear from you.",
    emailLead: "Write to us at",
    respond: "We will respond as soon as possible.",
    formTitle: "Send us a message",
    email: "Email",
    name: "Name",
    message: "Message",
    submit: "Send message",
    sent: "Thank you! Your message has been received. We will reply to the address you gave.",
    errorSummary: "Please correct the fields marked below.",
    emailInvalid: "Enter a valid e-mail address, like name@example.com.",
    nameInvalid: "Enter your name on one line (1 to 100 characters), without an e-mail address.",
    messageInvalid: "Write a message of 10 to 5,000 characters.",
    rateLimited: "You have sent several messages in a short time. Please wait a few minutes and try again.",
    unavailable: "We cannot take messages right now. Nothing was sent: please try again in a minute or two, or write to us by e-mail.",
    rejected: "Your message could not be sent. Please use the form on this page.",
    honeypotLabel: "Leave this field empty",
    storageNote: "We keep your message, name and e-mail address only to answer you, for up to 12 months.",
  },
  report: {
    title: "Report a problem",
    metaTitle: "Report a problem: {title}",
    intro: "Found something wrong in this fact? Tell us. An editor reads every report, and corrections are published on the fact's page.",
    aboutFact: "The fact",
    reason: "What is wrong?",
    reasons: {
      wrong: "A claim is wrong",
      outdated: "It is out of date",
      translation: "The English and Korean texts do not match",
      typo: "A typo or a grammar mistake",
      other: "Something else",
    },
    message: "Details",
    messageHint: "Which sentence, what it should say, and a source if you have one.",
    email: "E-mail (optional)",
    emailHint: "Only if you would like an answer.",
    submit: "Send report",
    sent: "Thank you! Your report has been received. An editor will check the fact and publish a correction if it needs one.",
    backToFact: "Back to the fact",
    errorSummary: "Your report could not be sent yet:",
    reasonInvalid: "Choose what is wrong.",
    messageInvalid: "Describe the problem in 10 to 5,000 characters.",
    emailInvalid: "Enter a valid e-mail address, like name@example.com, or leave it empty.",
    rateLimited: "You have sent several messages in a short time. Please wait a few minutes and try again.",
    unavailable: "We cannot take reports right now. Nothing was sent: please try again in a minute or two.",
    rejected: "Your report could not be sent. Please use the form on this page.",
    storageNote:
      "We keep your report, and your e-mail address if you give one, only to check the fact and answer you, for up to 12 months.",
  },
};

export type FormMessages = typeof en;

const ko: FormMessages = {
  contact: {
    title: "문의하기",
    intro: "궁금한 점이나 바로잡을 내용, 새로운 지식 아이디어가 있으신가요? 언제든 알려 주세요.",
    emailLead: "이메일 주소:",
    respond: "최대한 빠르게 답변해 드리겠습니다.",
    formTitle: "메시지 보내기",
    email: "이메일",
    name: "이름",
    message: "메시지",
    submit: "메시지 보내기",
    sent: "감사합니다! 메시지가 잘 접수되었습니다. 남겨 주신 이메일로 답변드리겠습니다.",
    errorSummary: "아래 표시된 항목을 확인해 주세요.",
    emailInvalid: "name@example.com과 같은 올바른 이메일 주소를 입력해 주세요.",
    nameInvalid: "이메일 주소 없이 이름만 한 줄로 입력해 주세요(1~100자).",
    messageInvalid: "메시지는 10자 이상 5,000자 이하로 입력해 주세요.",
    rateLimited: "짧은 시간에 메시지를 여러 번 보내셨습니다. 몇 분 뒤에 다시 시도해 주세요.",
    unavailable: "지금은 메시지를 받을 수 없습니다. 메시지는 전송되지 않았으니 1~2분 뒤에 다시 시도하시거나 이메일로 보내 주세요.",
    rejected: "메시지를 보낼 수 없습니다. 이 페이지의 양식을 이용해 주세요.",
    honeypotLabel: "이 칸은 비워 두세요",
    storageNote: "보내 주신 메시지와 이름, 이메일 주소는 답변을 위해서만 사용하며 최대 12개월 동안 보관합니다.",
  },
  report: {
    title: "오류 신고",
    metaTitle: "오류 신고: {title}",
    intro:
      "이 지식에서 잘못된 점을 발견하셨나요? 알려 주세요. 모든 신고는 편집자가 직접 읽으며, 정정한 내용은 해당 지식 페이지에 공개합니다.",
    aboutFact: "신고할 지식",
    reason: "어떤 점이 잘못되었나요?",
    reasons: {
      wrong: "사실과 다른 내용이 있습니다",
      outdated: "오래된 정보입니다",
      translation: "영어 본문과 한국어 본문의 내용이 다릅니다",
      typo: "오탈자나 문법 오류가 있습니다",
      other: "기타",
    },
    message: "자세한 내용",
    messageHint: "어느 문장이 잘못되었고 어떻게 고쳐야 하는지 적어 주세요. 근거 자료가 있다면 함께 알려 주세요.",
    email: "이메일 (선택)",
    emailHint: "답변을 받고 싶으실 때만 적어 주세요.",
    submit: "신고 보내기",
    sent: "감사합니다! 신고가 접수되었습니다. 편집자가 내용을 확인하고, 바로잡을 부분이 있으면 정정해 공개하겠습니다.",
    backToFact: "지식으로 돌아가기",
    errorSummary: "아래 내용을 확인한 뒤 다시 보내 주세요.",
    reasonInvalid: "잘못된 점의 종류를 골라 주세요.",
    messageInvalid: "문제를 10자 이상 5,000자 이하로 설명해 주세요.",
    emailInvalid: "name@example.com과 같은 올바른 이메일 주소를 입력하거나 비워 두세요.",
    rateLimited: "짧은 시간에 메시지를 여러 번 보내셨습니다. 몇 분 뒤에 다시 시도해 주세요.",
    unavailable: "지금은 신고를 받을 수 없습니다. 신고는 전송되지 않았으니 1~2분 뒤에 다시 시도해 주세요.",
    rejected: "신고를 보낼 수 없습니다. 이 페이지의 양식을 이용해 주세요.",
    storageNote: "신고 내용과 이메일 주소(적으신 경우)는 지식을 확인하고 답변하는 데에만 사용하며, 최대 12개월 동안 보관합니다.",
  },
};

export const formMessages: Record<Lang, FormMessages> = { en, ko };
