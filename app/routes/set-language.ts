import { redirect } from "react-router";
import { notFound } from "~/lib/http/responses";
import { secureCookies } from "~/lib/config";
import { isLang, langCookie } from "~/lib/i18n/languages";
import { safeLocalPath } from "~/lib/http/safe-path";
import type { RouteHandle } from "~/lib/http/route-handle";
import type { Route } from "./+types/set-language";
import { cacheHeaders, PRIVATE_NO_STORE } from "~/lib/http/cache-control";

/** The no-JavaScript path of a language switch: remember the choice, then go to the page in that language. */
export const handle: RouteHandle = { query: { to: 2000 } };

export function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw notFound();
  const to = safeLocalPath(new URL(request.url).searchParams.get("to"), params.lang);
  return redirect(to, {
    status: 303,
    headers: { "Set-Cookie": langCookie(params.lang, secureCookies(context.config)), ...cacheHeaders(context, PRIVATE_NO_STORE) },
  });
}
