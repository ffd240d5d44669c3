import type { Lang } from "../i18n/languages";
import { format } from "../i18n/messages";

export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
}

export interface LegalDocument {
  /** YYYY-MM-DD: effective date (privacy) or last update (terms). */
  date: string;
  intro?: string;
  sections: LegalSection[];
}

/** Values the legal texts name, all from the site configuration. */
export interface LegalValues {
  siteName: string;
  email: string;
  jurisdiction: string;
  sisterSite: string;
}

export const LEGAL_DATE = "2025-07-11";
/** The privacy policy changed when the theme moved from a cookie to the browser's own storage (issue 47). */
export const PRIVACY_DATE = "2026-12-02";

const PRIVACY: Record<Lang, LegalDocument> = {
  en: {
    date: PRIVACY_DATE,
    sections: [
      {
        id: "introduction",
        heading: "1. Introduction",
        paragraphs: [
          "{siteName} is a website of short curiosity facts. This policy explains what information is collected when you use the site, why, and the choices you have. There are no accounts on {siteName}, and you can read every page without telling us who you are.",
        ],
      },
      {
        id: "information-collected",
        heading: "2. Information we collect",
        paragraphs: ["We collect as little as we can:"],
        list: [
          "Cookies and storage we set: a “lang” cookie that remembers the language you chose; it holds only that choice and expires after one year. Your light or dark theme, your saved facts and your quiz and review progress stay in your browser’s own storage on your device and are never sent to us.",
          "Server logs: for each request our server records the time, the page requested (without the contents of forms), the response status, its size and how long it took. We do not log IP addresses. Logs are kept for up to 30 days to keep the site secure and working.",
          "Messages you send: if you use the contact form, we store your name, e-mail address and message. If you report a problem with a fact, we store your report, the fact and language it is about, and your e-mail address if you give one.",
          "Advertising cookies: when ads are shown, our advertising partner may set its own cookies (see section 4).",
        ],
      },
      {
        id: "how-we-use",
        heading: "3. How we use information",
        paragraphs: [
          "We use the information above only to show the site in your language and theme, to keep it secure and reliable, and to answer your messages and check the facts you report. Contact messages and reports are kept for up to 12 months and then deleted; you can ask us to delete yours sooner by writing to {email}. We do not sell personal information.",
        ],
      },
      {
        id: "advertising",
        heading: "4. Advertising",
        paragraphs: [
          "{siteName} may show ads from a third-party ad network (Google AdSense). When ads are enabled, the ad script is loaded only when an ad space comes into view, after the page’s main content, and never on error, contact or empty search pages. The ad network and its partners may use cookies to show ads based on your visits to this and other websites.",
          "You can opt out of personalised advertising in Google’s Ads Settings, and learn about other networks’ opt-outs at www.aboutads.info. You can also block or delete cookies in your browser settings; the site keeps working without them.",
        ],
      },
      {
        id: "changes",
        heading: "5. Changes to this policy",
        paragraphs: [
          "We may update this policy from time to time. The effective date at the top of this page shows when it last changed. Questions about this policy are welcome at {email}.",
        ],
      },
    ],
  },
  ko: {
    date: PRIVACY_DATE,
    sections: [
      {
        id: "introduction",
        heading: "1. 들어가며",
        paragraphs: [
          "{siteName}는 짧고 흥미로운 지식을 전하는 웹사이트입니다. 이 방침은 사이트를 이용할 때 어떤 정보가 수집되는지, 왜 수집되는지, 이용자가 무엇을 선택할 수 있는지를 설명합니다. {siteName}에는 회원 가입이 없으며, 누구인지 밝히지 않고도 모든 페이지를 읽을 수 있습니다.",
        ],
      },
      {
        id: "information-collected",
        heading: "2. 수집하는 정보",
        paragraphs: ["저희는 꼭 필요한 정보만 수집합니다."],
        list: [
          "저희가 설정하는 쿠키와 저장 정보: 선택한 언어를 기억하는 “lang” 쿠키를 씁니다. 이 쿠키는 그 선택만 담고 있으며 1년 뒤 만료됩니다. 밝은 화면·어두운 화면 설정, 저장한 지식, 퀴즈와 복습 기록은 기기의 브라우저 저장소에만 남고 저희에게 전송되지 않습니다.",
          "서버 기록: 요청마다 시각, 요청한 페이지(양식에 입력한 내용은 제외), 응답 상태, 크기, 처리 시간을 기록합니다. IP 주소는 기록하지 않습니다. 이 기록은 사이트의 보안과 안정적인 운영을 위해 최대 30일 동안 보관합니다.",
          "보내 주신 메시지: 문의 양식을 이용하시면 이름, 이메일 주소, 메시지 내용을 저장합니다. 지식의 오류를 신고하시면 신고 내용과 해당 지식 및 언어를 저장하며, 이메일 주소를 적으신 경우 그 주소도 저장합니다.",
          "광고 쿠키: 광고가 표시되는 경우 광고 파트너가 자체 쿠키를 설정할 수 있습니다(4항 참고).",
        ],
      },
      {
        id: "how-we-use",
        heading: "3. 정보의 이용",
        paragraphs: [
          "위 정보는 이용자가 고른 언어와 화면으로 사이트를 보여 드리고, 사이트를 안전하고 안정적으로 운영하며, 보내 주신 메시지에 답변하고 신고하신 지식을 확인하는 데에만 사용합니다. 문의 메시지와 오류 신고는 최대 12개월 동안 보관한 뒤 삭제하며, 그보다 먼저 삭제를 원하시면 {email}로 알려 주세요. 저희는 개인정보를 판매하지 않습니다.",
        ],
      },
      {
        id: "advertising",
        heading: "4. 광고",
        paragraphs: [
          "{siteName}는 제3자 광고 네트워크(Google 애드센스)의 광고를 게재할 수 있습니다. 광고를 켜 두는 경우에도 광고 스크립트는 페이지 본문이 표시된 뒤 광고 자리가 화면에 가까워졌을 때에만 불러오며, 오류 페이지와 문의 페이지, 검색 결과가 없는 페이지에는 광고를 싣지 않습니다. 광고 네트워크와 그 파트너는 이 사이트와 다른 웹사이트 방문 기록을 바탕으로 광고를 보여 주기 위해 쿠키를 사용할 수 있습니다.",
          "Google 광고 설정에서 맞춤 광고를 해제할 수 있으며, 다른 광고 네트워크의 해제 방법은 www.aboutads.info에서 확인할 수 있습니다. 브라우저 설정에서 쿠키를 차단하거나 삭제할 수도 있으며, 쿠키가 없어도 사이트는 그대로 이용할 수 있습니다.",
        ],
      },
      {
        id: "changes",
        heading: "5. 방침의 변경",
        paragraphs: [
          "이 방침은 필요에 따라 바뀔 수 있으며, 마지막으로 바뀐 날짜는 이 페이지 상단의 시행일에서 확인할 수 있습니다. 이 방침에 대한 문의는 {email}로 보내 주세요.",
        ],
      },
    ],
  },
};

const TERMS: Record<Lang, LegalDocument> = {
  en: {
    date: LEGAL_DATE,
    sections: [
      {
        id: "introduction",
        heading: "1. Introduction",
        paragraphs: [
          "Welcome to {siteName}. These terms govern your use of the {siteName} website and its related services. By using the site you agree to these terms; if you do not agree, please do not use it.",
        ],
      },
      {
        id: "use-of-services",
        heading: "2. Use of services",
        paragraphs: [
          "You may read, search and share links to the content for personal, non-commercial purposes. You agree not to disrupt the site, probe or attack its security, send automated requests at a volume that burdens it, or use it for anything unlawful.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "3. Intellectual property",
        paragraphs: [
          "The texts, design and code of {siteName} belong to {siteName} or its licensors. You may quote short passages with a link to the source page; please do not republish the content in bulk without written permission.",
        ],
      },
      {
        id: "third-party-links",
        heading: "4. Third-party links",
        paragraphs: [
          "The site links to other websites, including our sister service at {sisterSite} and the reference works cited on fact pages. We do not control those sites and are not responsible for their content or their privacy practices.",
        ],
      },
      {
        id: "disclaimer",
        heading: "5. Disclaimer of warranties",
        paragraphs: [
          "We check every fact against published references, but the site and its content are provided “as is” and “as available”, without warranties of any kind, express or implied, including accuracy, completeness, fitness for a particular purpose or uninterrupted availability. The content is for general interest and is not professional advice.",
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "6. Limitation of liability",
        paragraphs: [
          "To the fullest extent permitted by law, {siteName} is not liable for any indirect, incidental or consequential damages arising from your use of, or inability to use, the site or its content.",
        ],
      },
      {
        id: "changes",
        heading: "7. Changes to these terms",
        paragraphs: [
          "We may revise these terms. For material changes we will try to give at least 30 days’ notice on the site before they take effect. Continuing to use the site after a change means you accept the revised terms.",
        ],
      },
      {
        id: "governing-law",
        heading: "8. Governing law",
        paragraphs: [
          "These terms are governed by the laws of {jurisdiction}, and any dispute will be handled by the competent courts there. Questions about these terms are welcome at {email}.",
        ],
      },
    ],
  },
  ko: {
    date: LEGAL_DATE,
    sections: [
      {
        id: "introduction",
        heading: "1. 총칙",
        paragraphs: [
          "{siteName}를 찾아 주셔서 감사합니다. 이 약관은 {siteName} 웹사이트와 관련 서비스의 이용에 적용됩니다. 사이트를 이용하시면 이 약관에 동의한 것으로 보며, 동의하지 않으시면 이용을 삼가 주시기 바랍니다.",
        ],
      },
      {
        id: "use-of-services",
        heading: "2. 서비스 이용",
        paragraphs: [
          "콘텐츠는 개인적이고 비상업적인 목적으로 읽고, 검색하고, 링크를 공유할 수 있습니다. 사이트 운영을 방해하거나, 보안을 탐색·공격하거나, 사이트에 부담을 줄 만큼 자동화된 요청을 보내거나, 불법적인 목적으로 이용해서는 안 됩니다.",
        ],
      },
      {
        id: "intellectual-property",
        heading: "3. 지식재산권",
        paragraphs: [
          "{siteName}의 글, 디자인, 코드에 대한 권리는 {siteName} 또는 정당한 권리자에게 있습니다. 출처 페이지의 링크와 함께 짧은 부분을 인용하는 것은 괜찮지만, 서면 허락 없이 콘텐츠를 대량으로 다시 게시하는 것은 삼가 주세요.",
        ],
      },
      {
        id: "third-party-links",
        heading: "4. 외부 링크",
        paragraphs: [
          "사이트에는 자매 서비스({sisterSite})와 각 지식 페이지에 출처로 밝힌 자료 등 다른 웹사이트로 가는 링크가 있습니다. 저희는 그 사이트들을 관리하지 않으며, 그 내용이나 개인정보 처리에 대해 책임지지 않습니다.",
        ],
      },
      {
        id: "disclaimer",
        heading: "5. 보증의 부인",
        paragraphs: [
          "저희는 모든 지식을 공개된 자료와 대조해 확인하지만, 사이트와 콘텐츠는 “있는 그대로”, “제공 가능한 범위에서” 제공되며 정확성, 완전성, 특정 목적에의 적합성, 중단 없는 이용 등 어떠한 명시적·묵시적 보증도 하지 않습니다. 콘텐츠는 일반적인 흥미를 위한 것이며 전문적인 조언이 아닙니다.",
        ],
      },
      {
        id: "limitation-of-liability",
        heading: "6. 책임의 제한",
        paragraphs: [
          "법이 허용하는 최대한의 범위에서, {siteName}는 사이트나 콘텐츠를 이용하거나 이용하지 못해 생긴 간접적·부수적·결과적 손해에 대해 책임지지 않습니다.",
        ],
      },
      {
        id: "changes",
        heading: "7. 약관의 변경",
        paragraphs: [
          "이 약관은 개정될 수 있습니다. 중요한 변경은 시행 최소 30일 전에 사이트에 알리도록 노력하겠습니다. 변경 후에도 사이트를 계속 이용하시면 개정된 약관에 동의한 것으로 봅니다.",
        ],
      },
      {
        id: "governing-law",
        heading: "8. 준거법",
        paragraphs: [
          "이 약관은 {jurisdiction}의 법률을 따르며, 분쟁이 생기면 해당 지역의 관할 법원에서 다룹니다. 약관에 대한 문의는 {email}로 보내 주세요.",
        ],
      },
    ],
  },
};

/** A document with the site's values in place of its {placeholders}. */
export function fillDocument(doc: LegalDocument, values: LegalValues): LegalDocument {
  const v = { ...values };
  return {
    ...doc,
    sections: doc.sections.map((s) => ({
      ...s,
      paragraphs: s.paragraphs.map((p) => format(p, v)),
      list: s.list?.map((item) => format(item, v)),
    })),
  };
}

export function privacyPolicy(lang: Lang, values: LegalValues): LegalDocument {
  return fillDocument(PRIVACY[lang], values);
}

export function termsOfService(lang: Lang, values: LegalValues): LegalDocument {
  return fillDocument(TERMS[lang], values);
}
