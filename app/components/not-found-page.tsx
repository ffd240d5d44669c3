import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";

export function NotFoundPage() {
  const lang = useLang();
  const t = useMessages();
  return (
    <section className="page not-found">
      <p className="not-found-code" aria-hidden="true">
        404
      </p>
      <h1>{t.notFound.title}</h1>
      <p>{t.notFound.description}</p>
      <p>
        <Link to={`/${lang}`} className="button">
          {t.notFound.goHome}
        </Link>
      </p>
      <h2>{t.notFound.suggestions}</h2>
      <ul className="suggestions">
        <li>{t.notFound.checkUrl}</li>
        <li>
          <Link to={`/${lang}`}>{t.notFound.browseHome}</Link>
        </li>
        <li>
          <Link to={`/${lang}/contact-us`}>{t.notFound.contactUs}</Link>
        </li>
      </ul>
    </section>
  );
}
