import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";
import { buildMeta } from "../seo/meta";
import { privacyPolicy, termsOfService, type LegalValues } from "../legal/documents";
import { editorialStandards } from "../legal/editorial-standards";

export const LEGAL_PAGES = {
  privacy: { path: "/privacy-policy", build: privacyPolicy, title: "privacyTitle", dateLabel: "effectiveDate" },
  terms: { path: "/terms-of-service", build: termsOfService, title: "termsTitle", dateLabel: "lastUpdated" },
  editorial: { path: "/editorial-standards", build: editorialStandards, title: "editorialTitle", dateLabel: "lastUpdated" },
} as const;

export type LegalPageKind = keyof typeof LEGAL_PAGES;

/** Which legal document a path (/en/privacy-policy, /ko/terms-of-service) shows. */
export function legalPageKindOf(pathname: string): LegalPageKind | undefined {
  return (Object.keys(LEGAL_PAGES) as LegalPageKind[]).find((kind) => pathname.endsWith(LEGAL_PAGES[kind].path));
}

function legalValues(config: SiteConfig, lang: Lang): LegalValues {
  return {
    siteName: config.siteName,
    email: config.contactEmail,
    jurisdiction: config.jurisdiction[lang],
    sisterSite: config.sisterSiteUrl,
  };
}

/**
 * Loader data of a legal page (beside legal/, not in it: it builds the page's meta with seo/, whose sitemap
 * reads the documents' dates from legal/, so neither folder imports the other both ways): the document filled from the site configuration, its title and date label in
 * the page's language, and its meta. Server-only, so the texts of both documents never reach the browser
 * bundle; the page receives just the one it shows.
 */
export function legalPageData(kind: LegalPageKind, lang: Lang, config: SiteConfig) {
  const page = LEGAL_PAGES[kind];
  const t = messagesFor(lang);
  const document = page.build(lang, legalValues(config, lang));
  const title = t.legal[page.title];
  const description = document.sections[0]?.paragraphs[0] ?? title;
  return {
    title,
    dateLabel: t.legal[page.dateLabel],
    document,
    meta: buildMeta({ site: config, lang, path: page.path, title, description }),
  };
}
