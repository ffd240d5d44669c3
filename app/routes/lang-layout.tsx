import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { categoriesByName, waysForward } from "~/lib/catalogue/ways-forward";
import { notFound } from "~/lib/http/responses";
import { isLang } from "~/lib/i18n/languages";
import { withMessagesOf } from "~/lib/i18n/messages";
import type { Route } from "./+types/lang-layout";

/**
 * Every page lives under /en or /ko; any other prefix is a 404 (rendered by the root boundary, in English,
 * with its ways forward). Gives every page the categories in its language, for the menu.
 */
export function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw notFound(waysForward(context.catalogue, "en", new URL(request.url).pathname));
  return { categories: categoriesByName(context.catalogue, params.lang) };
}

export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withMessagesOf(request, serverLoader);

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function LangLayout() {
  return <Outlet />;
}
