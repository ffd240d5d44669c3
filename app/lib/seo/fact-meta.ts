import type { MetaDescriptor } from "react-router";
import type { Catalogue } from "../catalogue/catalogue";
import type { FactPageView } from "../catalogue/fact-view";
import type { Fact } from "../catalogue/schema";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { messagesFor } from "../i18n/messages";
import { buildMeta } from "./meta";
import { SHARE_IMAGE, shareImagePath } from "./share-image";
import { factJsonLd } from "./structured-data";

/** A fact page's whole meta list: an article, with its share card, hreflang for the languages it exists in, and JSON-LD. */
export function factMeta(
  site: Pick<SiteConfig, "siteUrl" | "siteName">,
  catalogue: Catalogue,
  fact: Fact,
  page: FactPageView,
  lang: Lang,
): MetaDescriptor[] {
  const t = fact.translations[lang]!;
  const description = t.seoDescription ?? t.body;
  const image = shareImagePath(catalogue, fact, lang);
  return buildMeta({
    site,
    lang,
    path: fact.path,
    title: t.title,
    description,
    langs: page.langs,
    type: "article",
    image: { url: image, ...SHARE_IMAGE, alt: t.title },
    article: {
      publishedTime: fact.publishedDate,
      modifiedTime: page.lastModified,
      section: page.category.name,
      tags: t.seoKeywords,
    },
    feedTitle: `${site.siteName} (${lang})`,
    jsonLd: factJsonLd(site, lang, page, description, image, messagesFor(lang).nav.home, t.seoKeywords),
  });
}
