import { data } from "react-router";
import { LegalPage } from "~/components/legal-page";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import { legalPageData, legalPageKindOf } from "~/lib/legal-page/legal-page-data.server";
import type { Route } from "./+types/legal";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

/** One route for the site's documents (privacy, terms, editorial standards; each registered in routes.ts); the path says which. */
export function loader({ context, params, request }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const kind = legalPageKindOf(new URL(request.url).pathname);
  if (!kind) throw notFound();
  return data(legalPageData(kind, lang, context.config), { headers: cacheHeaders(context, PUBLIC_PAGE) });
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function Page({ loaderData }: Route.ComponentProps) {
  return <LegalPage title={loaderData.title} dateLabel={loaderData.dateLabel} document={loaderData.document} />;
}
