import { redirect } from "react-router";
import { negotiateLang } from "~/lib/i18n/negotiate-lang.server";
import type { Route } from "./+types/root-redirect";
import { paths } from "~/lib/paths";
import { cacheHeaders, PRIVATE_NO_STORE } from "~/lib/http/cache-control";

/** `/` → the reader's language home: saved cookie, then Accept-Language, else English. Always a 302. */
export function loader({ request, context }: Route.LoaderArgs) {
  const lang = negotiateLang(request.headers.get("cookie"), request.headers.get("accept-language"));
  return redirect(paths.home(lang), {
    status: 302,
    headers: { Vary: "Accept-Language, Cookie", ...cacheHeaders(context, PRIVATE_NO_STORE) },
  });
}
