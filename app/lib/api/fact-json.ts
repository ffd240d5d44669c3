import type { Catalogue } from "../catalogue/catalogue";
import { categoryName, factLangs } from "../catalogue/catalogue";
import { lastModified } from "../catalogue/last-modified";
import type { Fact } from "../catalogue/schema";
import { isLang, type Lang } from "../i18n/languages";
import { absoluteUrl, paths } from "../paths";
import { NO_STORE } from "../http/cache-control";

/** The API's version prefix: a breaking change gets a new one. */
export const API_PREFIX = "/api/v1";

/** One fact as the public API gives it, in one language. */
export interface FactJson {
  path: string;
  lang: Lang;
  url: string;
  title: string;
  body: string;
  /** The longer text, as paragraphs. */
  detail: string[];
  /** Short topics (not search phrases). */
  tags: string[];
  category: { slug: string; name: string; emoji: string; color: string };
  /**
   * With `checkedAt`, the day a reviewer read the page at `url` and found it supports the fact as written; with
   * `support`, where it does: a short passage copied from that page, or a locator (section, page, table).
   */
  sources: { publisher: string; title: string; url?: string; checkedAt?: string; support?: { quote?: string; locator?: string } }[];
  publishedDate: string;
  /** When the facts themselves were last changed (a correction of a claim). */
  updatedDate?: string;
  /** When this language version was last checked claim by claim. */
  reviewedAt?: string;
  /** The version of the other language's text it was checked against (docs/api.md); always that text's current one. */
  reviewedAgainst?: { lang: Lang; version: string };
  /** The latest of those, and of corrections to this language: when this text last changed for a reader. */
  lastModified: string;
  /** Public notes of what was wrong in this language and what it says now, oldest first. */
  corrections: { date: string; note: string }[];
  /** Term pairs for language learners: the term in this language and in the others. */
  glossary: ({ term: string; note?: string } & Partial<Record<Lang, string>>)[];
  languages: Lang[];
}

/** The JSON of a fact in `lang`; the caller checks the translation exists. */
export function factJson(catalogue: Catalogue, fact: Fact, lang: Lang, siteUrl: string): FactJson {
  const t = fact.translations[lang]!;
  const category = catalogue.categoryBySlug.get(fact.category);
  return {
    path: fact.path,
    lang,
    url: absoluteUrl(siteUrl, paths.fact(lang, fact.path)),
    title: t.title,
    body: t.body,
    detail: [...t.detail],
    tags: [...t.tags],
    category: {
      slug: fact.category,
      name: categoryName(catalogue, fact.category, lang),
      emoji: category?.emoji ?? "",
      color: category?.color ?? "#555555",
    },
    sources: (fact.sources ?? []).map(({ support, ...s }) => ({ ...s, ...(support ? { support: { ...support } } : {}) })),
    publishedDate: fact.publishedDate,
    ...(fact.updatedDate ? { updatedDate: fact.updatedDate } : {}),
    ...(t.reviewedAt ? { reviewedAt: t.reviewedAt } : {}),
    ...(reviewedAgainst(fact, lang) ?? {}),
    lastModified: lastModified(fact, lang),
    corrections: (fact.corrections ?? []).filter((c) => c.langs.includes(lang)).map((c) => ({ date: c.date, note: c.note[lang] })),
    glossary: fact.glossary.map(({ note, ...terms }) => ({ ...terms, term: terms[lang], ...(note ? { note: note[lang] } : {}) })),
    languages: factLangs(fact),
  };
}

/** `{ reviewedAgainst }` when the translation records which text of the other language it was reviewed against. */
function reviewedAgainst(fact: Fact, lang: Lang): Pick<FactJson, "reviewedAgainst"> | undefined {
  const version = fact.translations[lang]?.reviewedAgainst;
  const other = factLangs(fact).find((l) => l !== lang);
  return version && other ? { reviewedAgainst: { lang: other, version } } : undefined;
}

/** Headers every API answer carries: any site may read it (it holds nothing private). */
export const API_HEADERS = {
  "Access-Control-Allow-Origin": "*",
  "Cross-Origin-Resource-Policy": "cross-origin",
  "X-Content-Type-Options": "nosniff",
} as const;

/** A JSON answer with the API's headers. */
export function apiJson(body: unknown, cache: { "Cache-Control": string }, status = 200): Response {
  return Response.json(body, { status, headers: { ...API_HEADERS, ...cache } });
}

/** The API's one error shape: `{ error: { status, message } }`. */
export function apiErrorBody(status: number, message: string): { error: { status: number; message: string } } {
  return { error: { status, message } };
}

/** A JSON error, never cached. */
export function apiError(status: 400 | 404, message: string): Response {
  return apiJson(apiErrorBody(status, message), { "Cache-Control": NO_STORE.header }, status);
}

/** What the API says for an address it does not have. */
export const API_NOT_FOUND = `No such API endpoint. See ${API_PREFIX}/openapi.json.`;

/** Whether `path` is one of the API's addresses (its answers, errors included, are JSON any site may read). */
export function isApiPath(path: string): boolean {
  return path === API_PREFIX || path.startsWith(`${API_PREFIX}/`);
}

/** The `lang` parameter: English when absent; anything other than a supported language is a 400. */
export function apiLang(request: Request): Lang | Response {
  const value = new URL(request.url).searchParams.get("lang");
  if (value === null) return "en";
  return isLang(value) ? value : apiError(400, `Unknown lang "${value.slice(0, 16)}": use en or ko.`);
}

/** The longest `lang` value read: long enough that an odd value stays odd rather than being cut into "en". */
export const API_LANG_LENGTH = 16;
