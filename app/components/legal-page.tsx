import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { format, formatDate } from "~/lib/i18n/messages";
import type { LegalDocument } from "~/lib/legal/documents";
import { paths } from "~/lib/paths";

/** A legal document with its home breadcrumb and its date (effective date or last update, as `dateLabel` says). */
export function LegalPage({ title, dateLabel, document }: { title: string; dateLabel: string; document: LegalDocument }) {
  const lang = useLang();
  const t = useMessages();
  return (
    <article className="page legal-page">
      <nav aria-label={t.legal.breadcrumb} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.home(lang)}>{t.nav.home}</Link>
          </li>
          <li aria-current="page">{title}</li>
        </ol>
      </nav>
      <h1>{title}</h1>
      <p className="legal-date">
        <time dateTime={document.date}>{format(dateLabel, { date: formatDate(document.date, lang) })}</time>
      </p>
      {document.sections.map((section) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
          <h2 id={`${section.id}-heading`}>{section.heading}</h2>
          {section.paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
