import type { FactPageView } from "../catalogue/fact-view";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { absoluteUrl, pageUrl, paths } from "../paths";

type Site = Pick<SiteConfig, "siteUrl" | "siteName">;

function organization(site: Site) {
  return {
    "@type": "Organization",
    name: site.siteName,
    url: absoluteUrl(site.siteUrl, "/"),
    logo: absoluteUrl(site.siteUrl, "/favicon.svg"),
  };
}

/** WebSite with a SearchAction, for the home page. */
export function websiteJsonLd(site: Site, lang: Lang, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name: site.siteName,
    url: pageUrl(site.siteUrl, lang, ""),
    description,
    inLanguage: lang,
    publisher: organization(site),
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${pageUrl(site.siteUrl, lang, "/search")}?query={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** Article and BreadcrumbList (home → category → fact) for a fact page; `keywords` are the SEO phrases. */
export function factJsonLd(
  site: Site,
  lang: Lang,
  fact: FactPageView,
  description: string,
  image: string,
  homeName: string,
  keywords: readonly string[],
) {
  const url = pageUrl(site.siteUrl, lang, fact.path);
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: fact.title,
      description,
      datePublished: fact.publishedDate,
      // Reviews and corrections count: a reader (and a search engine) should know the text was checked again.
      dateModified: fact.lastModified,
      inLanguage: lang,
      mainEntityOfPage: url,
      url,
      image: absoluteUrl(site.siteUrl, image),
      keywords: keywords.join(", "),
      articleSection: fact.category.name,
      author: organization(site),
      publisher: organization(site),
      isPartOf: { "@type": "WebSite", name: site.siteName, url: pageUrl(site.siteUrl, lang, "") },
    },
    {
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: homeName, item: pageUrl(site.siteUrl, lang, "") },
        {
          "@type": "ListItem",
          position: 2,
          name: fact.category.name,
          item: absoluteUrl(site.siteUrl, paths.blog(lang, fact.category.slug)),
        },
        { "@type": "ListItem", position: 3, name: fact.title, item: url },
      ],
    },
  ];
}
