import { data, useLoaderData } from "react-router";
import { LegalPage } from "~/components/legal-page";
import { CACHE_PUBLIC_PAGE } from "~/lib/http/cache-control";
import { pageHeaders, requireLang } from "~/lib/http/responses";

import { legalPageData } from "~/lib/legal/legal-page-data";
import type { Route } from "./+types/editorial-standards";

export function loader({ context, params }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  return data(legalPageData("editorial", lang, context.config), { headers: { "Cache-Control": CACHE_PUBLIC_PAGE } });
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function Page() {
  const { kind, document } = useLoaderData<typeof loader>();
  return <LegalPage kind={kind} document={document} />;
}
