import { data, useRouteLoaderData } from "react-router";
import { MenuContent } from "~/components/menu-content";
import { useMessages } from "~/hooks/use-lang";
import type { CategoryView } from "~/lib/catalogue/ways-forward";
import { pageHeaders, requireLang } from "~/lib/http/responses";
import { messagesFor } from "~/lib/i18n/messages";
import { buildMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/menu";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

/** The menu as a page of its own: where the menu button leads when JavaScript does not run. */
export function loader({ params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const t = messagesFor(lang);
  return data(
    { meta: buildMeta({ site: context.config, lang, path: "/menu", title: t.nav.menu, description: t.site.description, noindex: true }) },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data }: Route.MetaArgs) => data?.meta ?? [];
export const headers = pageHeaders;

export default function MenuPage() {
  const t = useMessages();
  const categories = useRouteLoaderData<{ categories: CategoryView[] }>("routes/lang-layout")?.categories ?? [];
  return (
    <section className="page menu-page column-reading">
      <h1>{t.nav.menu}</h1>
      <MenuContent categories={categories} languages={false} />
    </section>
  );
}
