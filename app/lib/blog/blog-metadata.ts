import * as z from "zod";
import { factLangs, type Catalogue } from "../catalogue/catalogue";
import { categoryView } from "../catalogue/fact-view";
import { lastModifiedAnyLang } from "../catalogue/last-modified";
import type { Lang } from "../i18n/languages";

export const DEFAULT_LAST_UPDATED = "2025-07-28";

const postSchema = z.object({
  id: z.string().min(1),
  path: z.string().regex(/^\/fact\/[a-z0-9-]+\/[a-z0-9-]+$/),
  title: z.string().min(1),
  description: z.string(),
  publishedDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  readingTimeMinutes: z.number().int().positive().optional(),
  category: z.object({ slug: z.string().min(1), name: z.string().min(1), emoji: z.string() }),
});

export type BlogPost = z.infer<typeof postSchema>;

export interface BlogMetadata {
  korean: BlogPost[];
  english: BlogPost[];
  lastUpdated: string;
}

/** Metadata keys of the spec's file, per language. */
export const POSTS_KEY: Record<Lang, "english" | "korean"> = { en: "english", ko: "korean" };

/** One post per fact translation, newest first; lastUpdated is the newest date a fact was published, updated, reviewed or corrected. */
export function buildBlogMetadata(catalogue: Catalogue): BlogMetadata {
  const posts = (lang: Lang): BlogPost[] =>
    catalogue.facts
      .filter((f) => factLangs(f).includes(lang))
      .map((f) => {
        const t = f.translations[lang]!;
        const { slug, name, emoji } = categoryView(catalogue, f.category, lang);
        return {
          id: f.id,
          path: f.path,
          title: t.title,
          description: t.seoDescription ?? t.body,
          publishedDate: f.publishedDate,
          ...(t.readingTimeMinutes ? { readingTimeMinutes: t.readingTimeMinutes } : {}),
          category: { slug, name, emoji },
        };
      });
  const lastUpdated = catalogue.facts.map(lastModifiedAnyLang).reduce((a, b) => (b > a ? b : a), "") || DEFAULT_LAST_UPDATED;
  return { korean: posts("ko"), english: posts("en"), lastUpdated };
}

/** Why the blog could not be loaded; the view turns it into a message in the page's language. */
export type BlogLoadError =
  | { kind: "http"; status: number; statusText: string }
  | { kind: "timeout" }
  | { kind: "invalid-format" }
  | { kind: "missing-arrays" }
  | { kind: "message"; message: string }
  | { kind: "unknown" };

export class BlogDataError extends Error {
  constructor(readonly reason: BlogLoadError) {
    super(reason.kind);
  }
}

/** Validates metadata read from a file or URL with the spec's two messages. */
export function parseBlogMetadata(json: unknown): BlogMetadata {
  if (!json || typeof json !== "object" || Array.isArray(json)) throw new BlogDataError({ kind: "invalid-format" });
  const record = json as Record<string, unknown>;
  if (!Array.isArray(record.korean) || !Array.isArray(record.english)) throw new BlogDataError({ kind: "missing-arrays" });
  const korean = z.array(postSchema).safeParse(record.korean);
  const english = z.array(postSchema).safeParse(record.english);
  if (!korean.success || !english.success) throw new BlogDataError({ kind: "invalid-format" });
  const lastUpdated = typeof record.lastUpdated === "string" && record.lastUpdated ? record.lastUpdated : DEFAULT_LAST_UPDATED;
  return { korean: korean.data, english: english.data, lastUpdated };
}

export const BLOG_FETCH_TIMEOUT_MS = 10_000;

/** Reads metadata from a URL with the spec's 10 s limit; every failure becomes a BlogDataError. */
export async function fetchBlogMetadata(
  url: string,
  { fetchImpl = fetch, timeoutMs = BLOG_FETCH_TIMEOUT_MS }: { fetchImpl?: typeof fetch; timeoutMs?: number } = {},
): Promise<BlogMetadata> {
  let response: Response;
  try {
    response = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: "application/json" } });
  } catch (error) {
    throw new BlogDataError(toLoadError(error));
  }
  if (!response.ok) throw new BlogDataError({ kind: "http", status: response.status, statusText: response.statusText });
  let json: unknown;
  try {
    json = await response.json();
  } catch (error) {
    throw new BlogDataError(toLoadError(error));
  }
  return parseBlogMetadata(json);
}

export function toLoadError(error: unknown): BlogLoadError {
  if (error instanceof BlogDataError) return error.reason;
  if (error instanceof Error) {
    if (error.name === "TimeoutError" || error.name === "AbortError") return { kind: "timeout" };
    if (error.message) return { kind: "message", message: error.message };
  }
  return { kind: "unknown" };
}
