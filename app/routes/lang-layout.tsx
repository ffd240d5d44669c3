import { Outlet, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireLang } from "~/lib/http/responses";
import type { Route } from "./+types/lang-layout";

/** Every page lives under /en or /ko; any other prefix is a 404 (rendered by the root boundary). */
export function loader({ params }: Route.LoaderArgs) {
  requireLang(params.lang);
  return null;
}

export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.lang !== nextParams.lang;
}

export default function LangLayout() {
  return <Outlet />;
}
