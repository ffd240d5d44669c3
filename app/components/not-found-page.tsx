import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { WaysForward as WaysForwardData } from "~/lib/catalogue/ways-forward";
import { WaysForward } from "./ways-forward";
import { paths } from "~/lib/paths";

/** The 404 page: what happened, then the same ways forward as an empty search (search, categories, facts). */
export function NotFoundPage({ ways }: { ways: Partial<WaysForwardData> }) {
  const lang = useLang();
  const t = useMessages();
  return (
    <section className="page dead-end not-found">
      <h1>{t.notFound.title}</h1>
      <p className="lead">{t.notFound.description}</p>
      <WaysForward ways={ways} />
      <h2 className="ways-heading">{t.notFound.suggestions}</h2>
      <ul className="suggestions">
        <li>{t.notFound.checkUrl}</li>
        <li>
          <Link to={paths.home(lang)}>{t.notFound.browseHome}</Link>
        </li>
        <li>
          <Link to={paths.contact(lang)}>{t.notFound.contactUs}</Link>
        </li>
      </ul>
      <p>
        <Link to={paths.home(lang)} className="button">
          {t.notFound.goHome}
        </Link>
      </p>
    </section>
  );
}
