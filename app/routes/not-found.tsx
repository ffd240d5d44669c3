import { waysForward } from "~/lib/catalogue/ways-forward";
import { notFound } from "~/lib/http/responses";
import { langFromPath } from "~/lib/i18n/languages";
import { withMessagesOf } from "~/lib/i18n/messages";
import type { Route } from "./+types/not-found";

/** Any path outside the route table (and /{lang}/anything-unknown) → the 404 page, with ways forward. */
export function loader({ context, request }: Route.LoaderArgs): never {
  const { pathname } = new URL(request.url);
  throw notFound(waysForward(context.catalogue, langFromPath(pathname), pathname));
}

// A navigation may lead here from a page in the other language (the 404 page speaks the path's language).
export const clientLoader = ({ request, serverLoader }: Route.ClientLoaderArgs) => withMessagesOf(request, serverLoader);

export default function NotFound() {
  return null;
}
