import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";
import { buildMeta } from "../seo/meta";
import { privacyPolicy, termsOfService, type LegalValues } from "./documents";
import { editorialStandards } from "./editorial-standards";

export const LEGAL_PAGES = {
  privacy: { path: "/privacy-policy", build: privacyPolicy, title: "privacyTitle", dateLabel: "effectiveDate" },
  terms: { path: "/terms-of-service", build: termsOfService, title: "termsTitle", dateLabel: "lastUpdated" },
  editorial: { path: "/editorial-standards", build: editorialStandards, title: "editorialTitle", dateLabel: "lastUpdated" },
} as const;

export type LegalPageKind = keyof typeof LEGAL_PAGES;

function legalValues(config: SiteConfig, lang: Lang): LegalValues {
  return { siteName: config.siteName, email: config.contactEmail, jurisdiction: config.jurisdiction[lang], sisterSite: config.sisterSiteUrl };
}

/** Loader data of a legal page: the document filled from the site configuration, and its meta. */
export function legalPageData(kind: LegalPageKind, lang: Lang, config: SiteConfig) {
  const page = LEGAL_PAGES[kind];
  const t = messagesFor(lang);
  const document = page.build(lang, legalValues(config, lang));
  const title = t.legal[page.title];
  const description = document.sections[0]?.paragraphs[0] ?? title;
  return { kind, document, meta: buildMeta({ site: config, lang, path: page.path, title, description }) };
}
