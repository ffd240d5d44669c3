import type { Catalogue } from "../catalogue/catalogue";
import type { Fact } from "../catalogue/schema";
import type { SiteConfig } from "../config";
import type { Lang } from "../i18n/languages";
import { format } from "../i18n/messages";
import { formMessages } from "../i18n/messages/forms";
import { buildMeta } from "../seo/meta";
import { paths } from "../paths";

/** The fact a report form is about, in the page's language; undefined when there is no such translated fact. */
export function reportedFact(catalogue: Catalogue, lang: Lang, category: string, slug: string): Fact | undefined {
  const fact = catalogue.byPath.get(`/fact/${category}/${slug}`);
  return fact?.translations[lang] ? fact : undefined;
}

/** Loader data of the report form: the fact it names (title, path, link back) and the page's meta. */
export function reportPageData(fact: Fact, lang: Lang, config: Pick<SiteConfig, "siteUrl" | "siteName">, sent: boolean) {
  const t = formMessages[lang];
  const title = fact.translations[lang]!.title;
  return {
    fact: { title, path: fact.path, href: paths.fact(lang, fact.path) },
    sent,
    // A form about one fact is not a page to find in search engines; the fact page is.
    meta: buildMeta({
      site: config,
      lang,
      path: `${fact.path}/report`,
      title: format(t.report.metaTitle, { title }),
      description: t.report.intro,
      noindex: true,
    }),
  };
}
