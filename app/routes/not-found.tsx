import { waysForward } from "~/lib/catalogue/ways-forward";
import { notFound } from "~/lib/http/responses";
import { langFromPath } from "~/lib/i18n/languages";
import type { Route } from "./+types/not-found";

/** Any path outside the route table (and /{lang}/anything-unknown) → the 404 page, with ways forward. */
export function loader({ context, request }: Route.LoaderArgs): never {
  const { pathname } = new URL(request.url);
  throw notFound(waysForward(context.catalogue, langFromPath(pathname), pathname));
}

export default function NotFound() {
  return null;
}
