import { quizOfDay } from "~/lib/daily/quiz";
import { isPublishedQuizDay } from "~/lib/daily/quiz-card";
import { readQuizCard } from "~/lib/daily/quiz-card-file.server";
import { cacheHeaders, type CachePolicy } from "~/lib/http/cache-control";
import { notFound, requireLang } from "~/lib/http/responses";
import { seoulDay } from "~/lib/time/seoul-day";
import type { Route } from "./+types/quiz-card";

/**
 * A published day's card never changes unless its design does: a day in browsers, a week in shared caches.
 */
const QUIZ_CARD_CACHE: CachePolicy = {
  header: "public, max-age=86400, s-maxage=604800",
  shared: true,
};

/** /{lang}/quiz/{day}/card.png: the day's spoiler-free share card, once that day's quiz is published; 404 before. */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const day = params.date;
  if (!isPublishedQuizDay(day, seoulDay(context.now())) || !quizOfDay(context.catalogue, day, lang)) throw notFound();
  const png = readQuizCard(lang, day);
  if (!png) throw notFound();
  return new Response(new Uint8Array(png), {
    headers: { "Content-Type": "image/png", "Content-Length": String(png.length), ...cacheHeaders(context, QUIZ_CARD_CACHE) },
  });
}
