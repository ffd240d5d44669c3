import { data, redirect } from "react-router";
import { FactViewCard } from "~/components/fact-card";
import { useMessages } from "~/hooks/use-lang";
import { toFactCard } from "~/lib/catalogue/fact-view";
import { notFound, pageHeaders, requireLang } from "~/lib/http/responses";
import type { RouteHandle } from "~/lib/http/route-handle";
import { langFromPath } from "~/lib/i18n/languages";
import { format, messagesFor } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { LIST_PARAM_LENGTH, parseFactList } from "~/lib/saved/fact-list";
import { buildMeta, errorMeta } from "~/lib/seo/meta";
import type { Route } from "./+types/list";
import { cacheHeaders, PUBLIC_PAGE, NO_STORE } from "~/lib/http/cache-control";

/** `f` is a shared list of facts: many valid values, none of which may push out a page. */
export const handle: RouteHandle = { query: { f: LIST_PARAM_LENGTH } };

/**
 * /{lang}/list?f=space/venus,animals/owl: a shared list of facts, rendered on the server. One address per
 * list: duplicates and unknown facts are dropped by a redirect to the normalised list, which alone is
 * rendered and kept. More than 50 entries or one that is not `category/slug` is a 400; nothing left, a 404.
 */
export function loader({ request, params, context }: Route.LoaderArgs) {
  const lang = requireLang(params.lang);
  const given = new URL(request.url).searchParams.get("f") ?? "";
  const list = parseFactList(given, context.catalogue);
  if (list.kind === "invalid") throw data(null, { status: 400, headers: cacheHeaders(context, NO_STORE) });
  const facts = list.paths.map((p) => context.catalogue.byPath.get(p)!).filter((f) => f.translations[lang]);
  if (facts.length === 0) throw notFound();
  if (list.normalized !== given)
    throw redirect(paths.list(lang, list.normalized.split(",")), { status: 301, headers: cacheHeaders(context, PUBLIC_PAGE) });
  const t = messagesFor(lang);
  return data(
    {
      facts: facts.map((f) => toFactCard(context.catalogue, f, lang)),
      meta: buildMeta({
        site: context.config,
        lang,
        path: paths.list(lang, list.normalized.split(",")).slice(lang.length + 1),
        title: t.saved.listTitle,
        description: format(t.saved.listIntro, { count: facts.length }),
        noindex: true,
      }),
    },
    { headers: cacheHeaders(context, PUBLIC_PAGE) },
  );
}

export const meta = ({ data, location }: Route.MetaArgs) =>
  data?.meta ?? errorMeta(messagesFor(langFromPath(location.pathname)).notFound.title);
export const headers = pageHeaders;

export default function ListPage({ loaderData }: Route.ComponentProps) {
  const { facts } = loaderData;
  const t = useMessages();
  return (
    <div className="page list-page">
      <h1>{t.saved.listTitle}</h1>
      <p className="tagline">{format(t.saved.listIntro, { count: facts.length })}</p>
      <ul className="card-grid">
        {facts.map((f) => (
          <li key={f.path}>
            <FactViewCard fact={f} />
          </li>
        ))}
      </ul>
    </div>
  );
}
