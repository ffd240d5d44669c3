import { redirect } from "react-router";
import { readForm } from "~/lib/http/responses";
import { safeLocalPath } from "~/lib/http/safe-path";
import { langFromPath } from "~/lib/i18n/languages";
import { secureCookies } from "~/lib/config";
import { isTheme, themeCookie } from "~/lib/theme";
import type { Route } from "./+types/set-theme";
import { cacheHeaders, NO_STORE } from "~/lib/http/cache-control";

/** The no-JavaScript path of the theme toggle: remember the choice, then back to the page. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const theme = form.get("theme");
  const back = String(form.get("back") ?? "");
  const to = safeLocalPath(back, langFromPath(back));
  const headers: HeadersInit = isTheme(theme)
    ? { "Set-Cookie": themeCookie(theme, secureCookies(context.config)), ...cacheHeaders(context, NO_STORE) }
    : cacheHeaders(context, NO_STORE);
  return redirect(to, { status: 303, headers });
}
