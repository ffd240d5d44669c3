import type { Lang } from "../i18n/languages";
import { fillDocument, type LegalDocument, type LegalValues } from "./documents";

/** Last change of the editorial standards (the sitemap's lastmod and the page's date). */
export const EDITORIAL_STANDARDS_DATE = "2026-11-23";

// How facts are chosen, written, checked, sourced, translated and corrected: a promise to readers, so it
// says only what the catalogue and its checks (npm run check:content, the schema) actually hold us to.
const STANDARDS: Record<Lang, LegalDocument> = {
  en: {
    date: EDITORIAL_STANDARDS_DATE,
    sections: [
      {
        id: "choosing",
        heading: "1. How facts are chosen",
        paragraphs: [
          "{siteName} publishes short facts that are surprising and true: things a curious reader would want to tell a friend. A fact earns a place only if it can be checked against reliable sources and explained without exaggeration. We leave out claims that rest on a single anecdote, on a viral post or on a source we cannot identify.",
        ],
      },
      {
        id: "writing",
        heading: "2. How facts are written",
        paragraphs: [
          'Each fact has a title, a short summary and a longer explanation in a few paragraphs. We write plainly, give numbers with their units, and say how certain something is: when scientists estimate, disagree or are still finding out, the text says so ("about", "probably", "thought to"). A record such as "largest", "oldest" or "first" is stated only when a source that measured it supports it.',
        ],
      },
      {
        id: "checking",
        heading: "3. How facts are checked",
        paragraphs: [
          "Before a fact is published, and whenever it is changed, two reviewers check it independently, claim by claim: every number, date, name and comparison against the sources. Neither sees the other's notes until both are done; where they disagree, the claim is checked again or taken out. Each language version shows the date it was last reviewed this way.",
        ],
      },
      {
        id: "sources",
        heading: "4. Sources",
        paragraphs: [
          "Every fact lists its sources under the explanation. We prefer primary sources: the agency, museum, observatory or research paper that measured or found the thing. Encyclopedias help us find them, but a record claim needs at least two sources, at least one of them primary. We link a source only when we have checked that the link leads to it.",
        ],
      },
      {
        id: "translation",
        heading: "5. English and Korean",
        paragraphs: [
          "Every fact is published in English and Korean, and both versions must say the same thing: the same numbers and units, the same hedges, and no sentence in one language without its counterpart in the other. The Korean text is reviewed by a native speaker for accuracy and for natural Korean: names follow the National Institute of Korean Language's rules for loanwords, species follow the Korean national species list, and temperatures are written in °C.",
          "Automatic checks compare the two versions of every fact before each release, and a release is stopped when they find a mismatch.",
        ],
      },
      {
        id: "corrections",
        heading: "6. Corrections",
        paragraphs: [
          "When we find or are told of a mistake, we check it against the sources and correct the text. Every correction of substance is shown on the fact's page in a Corrections box, with its date, the language it affected and a short note of what was wrong and what the fact says now. We do not hide corrections or change a fact silently; changes of wording alone are not listed.",
        ],
      },
      {
        id: "reporting",
        heading: "7. Reporting a problem",
        paragraphs: [
          'Every fact page has a link, "Report a problem with this fact", that opens a short form: choose what is wrong, tell us the details and, if you like, an e-mail address for an answer. You can also write to {email}. An editor reads every report and answers those that leave an address.',
        ],
      },
    ],
  },
  ko: {
    date: EDITORIAL_STANDARDS_DATE,
    sections: [
      {
        id: "choosing",
        heading: "1. 지식을 고르는 기준",
        paragraphs: [
          "{siteName}는 놀랍고도 사실인 짧은 지식, 곧 호기심 많은 독자가 친구에게 들려주고 싶어 할 만한 이야기를 싣습니다. 믿을 만한 출처로 확인할 수 있고 과장 없이 설명할 수 있는 지식만 싣습니다. 일화 하나나 인터넷에서 떠도는 글, 출처를 알 수 없는 이야기에 기댄 주장은 싣지 않습니다.",
        ],
      },
      {
        id: "writing",
        heading: "2. 지식을 쓰는 방식",
        paragraphs: [
          "지식마다 제목과 짧은 요약, 그리고 몇 개의 문단으로 된 자세한 설명이 있습니다. 쉬운 말로 쓰고, 수치에는 단위를 붙이며, 얼마나 확실한 내용인지 밝힙니다. 과학자들이 추정하는 값이거나 의견이 갈리거나 아직 밝혀지는 중인 내용이라면 본문에도 그렇게 씁니다(‘약’, ‘아마’, ‘~로 여겨진다’). ‘가장 큰’, ‘가장 오래된’, ‘최초의’ 같은 기록은 실제로 측정한 출처가 뒷받침할 때만 씁니다.",
        ],
      },
      {
        id: "checking",
        heading: "3. 지식을 검증하는 방법",
        paragraphs: [
          "모든 지식은 게시하기 전과 내용을 고칠 때마다 검토자 두 명이 서로 독립적으로 검증합니다. 수치와 날짜, 이름, 비교 하나하나를 출처와 대조하며, 두 사람 모두 검토를 마치기 전에는 서로의 메모를 보지 않습니다. 의견이 엇갈리는 내용은 다시 확인하거나 삭제합니다. 언어별 본문마다 이렇게 마지막으로 검토한 날짜를 표시합니다.",
        ],
      },
      {
        id: "sources",
        heading: "4. 출처",
        paragraphs: [
          "모든 지식은 설명 아래에 출처를 밝힙니다. 해당 내용을 직접 측정하거나 발견한 기관, 박물관, 천문대, 연구 논문 같은 1차 출처를 우선합니다. 백과사전은 1차 출처를 찾는 데 참고하며, 기록에 관한 주장에는 출처를 두 개 이상, 그중 적어도 하나는 1차 출처로 답니다. 링크는 실제로 그 자료로 연결되는지 확인한 경우에만 겁니다.",
        ],
      },
      {
        id: "translation",
        heading: "5. 영어와 한국어",
        paragraphs: [
          "모든 지식은 영어와 한국어로 게시하며, 두 본문은 같은 내용을 전해야 합니다. 수치와 단위가 같아야 하고, 단정하지 않는 표현도 똑같이 살려야 하며, 한쪽 언어에만 있는 문장이 없어야 합니다. 한국어 본문은 한국어 원어민 검토자가 정확성과 자연스러운 우리말 표현을 함께 검토합니다. 외래어 이름은 국립국어원 외래어 표기법을, 생물 이름은 국가생물종목록을 따르며, 온도는 °C로 적습니다.",
          "배포할 때마다 자동 검사로 모든 지식의 두 본문을 비교하며, 어긋나는 곳이 발견되면 배포를 멈춥니다.",
        ],
      },
      {
        id: "corrections",
        heading: "6. 정정",
        paragraphs: [
          "잘못을 발견하거나 제보받으면 출처와 대조해 확인한 뒤 본문을 바로잡습니다. 내용에 관한 정정은 모두 해당 지식 페이지의 ‘정정 내역’에 날짜와 해당 언어, 무엇이 잘못되었고 지금은 어떻게 고쳤는지를 짧게 적어 공개합니다. 정정 사실을 숨기거나 몰래 고치지 않으며, 표현만 다듬은 경우는 따로 적지 않습니다.",
        ],
      },
      {
        id: "reporting",
        heading: "7. 오류 신고",
        paragraphs: [
          "모든 지식 페이지에는 ‘이 지식의 오류 신고’ 링크가 있습니다. 링크를 누르면 간단한 양식이 열리며, 잘못된 점의 종류를 고르고 자세한 내용을 적은 뒤 원하시면 답변받을 이메일 주소를 남기시면 됩니다. {email}로 직접 보내셔도 됩니다. 모든 신고는 편집자가 직접 읽으며, 주소를 남기신 분께는 답변을 드립니다.",
        ],
      },
    ],
  },
};

export function editorialStandards(lang: Lang, values: LegalValues): LegalDocument {
  return fillDocument(STANDARDS[lang], values);
}
