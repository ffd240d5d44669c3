import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { FactCardView, FactPageView } from "~/lib/catalogue/fact-view";
import { format, formatDate } from "~/lib/i18n/messages";
import { paths } from "~/lib/paths";
import { BackButton } from "./back-button";
import { CategoryBadge } from "./fact-card";

/** The sections of a fact's page around its text: header, corrections, topics, sources and the way to its neighbours. */

/**
 * The way back, the category, the title and one line under it: the date (of the last update, if any), the reading
 * time and, when this text was reviewed, a "Reviewed" mark that leads to how it was checked (FactChecks, with the
 * sources). The fact page's Back sits here, beside the category, so the tools below fit one row on a phone.
 */
export function FactHeader({ fact }: { fact: FactPageView }) {
  const lang = useLang();
  const t = useMessages();
  const date = fact.updatedDate ?? fact.publishedDate;
  return (
    <header className="fact-header">
      <p className="fact-category">
        <BackButton className="tool-button back-button" />
        <CategoryBadge category={fact.category} to={paths.blog(lang, fact.category.slug)} />
      </p>
      <h1>{fact.title}</h1>
      {/* Each item keeps its words together ("읽는 데 5분" never breaks inside); the line breaks between them. */}
      <p className="fact-meta">
        <time dateTime={date} className="fact-meta-item">
          {fact.updatedDate ? format(t.fact.updated, { date: formatDate(date, lang) }) : formatDate(date, lang)}
        </time>
        {fact.readingTimeMinutes ? (
          <>
            {" · "}
            <span className="fact-meta-item">{format(t.fact.minRead, { minutes: fact.readingTimeMinutes })}</span>
          </>
        ) : null}
        {fact.reviewedAt ? (
          <>
            {" · "}
            <a href={`#${CHECKS_ID}`} className="fact-meta-item reviewed-mark" style={{ fontWeight: 600 }}>
              <span aria-hidden="true">✓</span> {t.fact.reviewed}
            </a>
          </>
        ) : null}
      </p>
    </header>
  );
}

/** Where the "Reviewed" mark leads: how the fact was checked, with its sources. */
const CHECKS_ID = "fact-checks";

/**
 * How the fact was checked, with its sources: when it was published and updated, and when each language's text
 * was reviewed (and against which other text), this page's language first. Every language is described the same
 * way; none is called the original.
 */
function FactChecks({ fact }: { fact: FactPageView }) {
  const lang = useLang();
  const t = useMessages();
  const texts = [{ lang, reviewedAt: fact.reviewedAt, reviewedAgainst: fact.reviewedAgainst }, ...fact.otherTranslations];
  return (
    <div id={CHECKS_ID} className="fact-checks">
      <h3 className="small-heading" style={{ marginTop: "1rem" }}>
        {t.fact.reviewedTitle}
      </h3>
      <ul>
        <li>
          <time dateTime={fact.publishedDate}>{format(t.fact.published, { date: formatDate(fact.publishedDate, lang) })}</time>
          {fact.updatedDate ? (
            <>
              {" · "}
              <time dateTime={fact.updatedDate}>{format(t.fact.updated, { date: formatDate(fact.updatedDate, lang) })}</time>
            </>
          ) : null}
        </li>
        {texts.map((text) => {
          const language = t.fact.languageNames[text.lang];
          return (
            <li key={text.lang}>
              {text.reviewedAt ? (
                <time dateTime={text.reviewedAt}>
                  {format(text.reviewedAgainst ? t.fact.translationReviewedAgainst : t.fact.translationReviewed, {
                    language,
                    date: formatDate(text.reviewedAt, lang),
                    against: text.reviewedAgainst ? t.fact.languageNames[text.reviewedAgainst.lang] : "",
                  })}
                </time>
              ) : (
                format(t.fact.translationNotReviewed, { language })
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** What was corrected, and in which languages, newest first; nothing when the fact was never corrected. */
export function FactCorrections({ corrections }: { corrections: FactPageView["corrections"] }) {
  const lang = useLang();
  const t = useMessages();
  if (corrections.length === 0) return null;
  return (
    <SmallHeadedSection as="aside" className="fact-corrections" id="fact-corrections" heading={t.fact.corrections}>
      <ul>
        {corrections.map((c, i) => (
          <li key={i}>
            <time dateTime={c.date}>{formatDate(c.date, lang)}</time>
            {" · "}
            <span className="correction-langs">{c.langs.map((l) => t.fact.languageNames[l]).join(", ")}</span>
            {": "}
            {c.note}
          </li>
        ))}
      </ul>
    </SmallHeadedSection>
  );
}

/** The fact's topics, each a search for it. */
export function FactTags({ tags }: { tags: string[] }) {
  const lang = useLang();
  const t = useMessages();
  return (
    <SmallHeadedSection className="fact-keywords" id="fact-tags" heading={t.fact.tags}>
      <ul className="keyword-list">
        {tags.map((tag) => (
          <li key={tag}>
            <Link to={paths.search(lang, tag)}>{tag}</Link>
          </li>
        ))}
      </ul>
    </SmallHeadedSection>
  );
}

/**
 * The sources, each with the passage (or the place) of its page that supports the fact, small and after the link; a note
 * where no source can be linked (a claim resting on a paper with no readable copy); beside them how the fact was
 * checked, and how to say it was not checked well enough.
 */
export function FactSources({ fact, note }: { fact: FactPageView; note?: string }) {
  const { path, sources } = fact;
  const lang = useLang();
  const t = useMessages();
  return (
    <SmallHeadedSection className="fact-sources" id="fact-sources" heading={t.fact.sources}>
      {sources.length > 0 ? (
        <ul>
          {sources.map((s) => (
            <li key={`${s.publisher}|${s.title}`}>
              {s.url ? (
                <a href={s.url} rel="noopener noreferrer" target="_blank">
                  {s.publisher} — {s.title}
                </a>
              ) : (
                <>
                  {s.publisher} — <cite>{s.title}</cite>
                </>
              )}
              {s.support?.quote ? (
                <blockquote className="source-passage" cite={s.url} lang={s.support.quoteLang}>
                  <span className="visually-hidden" lang={lang}>{`${t.fact.sourcePassage}: `}</span>
                  {`“${s.support.quote}”`}
                </blockquote>
              ) : null}
              {s.support?.locator ? <p className="source-locator">{`${t.fact.sourceLocator}: ${s.support.locator}`}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {note ? (
        <p className="fact-sources-note">
          <strong>{t.fact.sourcesNote}</strong> {note}
        </p>
      ) : null}
      <FactChecks fact={fact} />
      <ul className="fact-trust-links">
        <li>
          <Link to={paths.report(lang, path)}>{t.fact.reportProblem}</Link>
        </li>
        <li>
          <Link to={paths.editorialStandards(lang)}>{t.fact.editorialStandards}</Link>
        </li>
      </ul>
    </SmallHeadedSection>
  );
}

/** The previous and next facts of the same category; nothing when the category has no other. */
export function SiblingNav({ label, previous, next }: { label: string; previous: FactCardView | null; next: FactCardView | null }) {
  const t = useMessages();
  if (!previous && !next) return null;
  return (
    <nav className="sibling-nav" aria-label={label}>
      {previous ? (
        <Link to={previous.href} rel="prev" className="sibling-link">
          <span className="small-heading">← {t.fact.previousInCategory}</span>
          <span>{previous.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {next ? (
        <Link to={next.href} rel="next" className="sibling-link sibling-next">
          <span className="small-heading">{t.fact.nextInCategory} →</span>
          <span>{next.title}</span>
        </Link>
      ) : null}
    </nav>
  );
}

/** A section of the fact page named by a small heading, which labels it for assistive technology. */
function SmallHeadedSection({
  as: Tag = "section",
  className,
  id,
  heading,
  children,
}: {
  as?: "section" | "aside";
  className: string;
  id: string;
  heading: string;
  children: React.ReactNode;
}) {
  return (
    <Tag className={className} aria-labelledby={id}>
      <h2 id={id} className="small-heading">
        {heading}
      </h2>
      {children}
    </Tag>
  );
}
