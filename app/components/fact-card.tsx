import { Link } from "react-router";
import type { FactCardView } from "~/lib/catalogue/fact-view";
import { SaveToggle } from "./save-toggle";
import { Emoji } from "./emoji";
import { useLang, useMessages } from "~/hooks/use-lang";
import { format, formatDate } from "~/lib/i18n/messages";

type CategoryView = FactCardView["category"];

const categoryColour = (category: CategoryView) => ({ "--cat": category.color }) as React.CSSProperties;

/** The one category badge: a pill tinted with the category colour; a link when `to` is given. */
export function CategoryBadge({ category, to }: { category: CategoryView; to?: string }) {
  const content = (
    <>
      <Emoji>{category.emoji}</Emoji> {category.name}
    </>
  );
  return to ? (
    <Link to={to} className="category-badge category-badge-link" style={categoryColour(category)}>
      {content}
    </Link>
  ) : (
    <span className="category-badge" style={categoryColour(category)}>
      {content}
    </span>
  );
}

/**
 * The one fact card, with the same parts wherever a fact is listed (home, fact, search, blog, saved, lists,
 * dead ends): category badge, Save (after hydration, in a corner kept for it), the title, the excerpt, and a
 * line with the date and the reading time. The whole card is one link, with one focus ring: the title's link
 * covers the card, so the link's name stays the title alone.
 */
export function FactCard({
  href,
  category,
  title,
  body,
  date,
  dateLabel,
  minutes,
  action,
  more,
  headingLevel = 3,
  className,
  savePath,
  saveTitle,
}: {
  href: string;
  category: CategoryView;
  title: React.ReactNode;
  /** The excerpt (or, on search, the summary with its matches marked). */
  body: React.ReactNode;
  /** Published date (YYYY-MM-DD), or another when `dateLabel` says which. */
  date?: string;
  /** How the date reads, `{date}` standing for it ("Saved {date}"); the date alone by default. */
  dateLabel?: string;
  /** Reading time in minutes. */
  minutes?: number;
  /** A control of the list itself (saved: Remove), after the date line. */
  action?: React.ReactNode;
  /** A visible "Read more →" cue (the card is the link, so it is not a second one). */
  more?: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** The fact's catalogue path, to show a Save toggle on the card (after hydration). */
  savePath?: string;
  /** The title as text, for the toggle's name, when `title` is marked up (search). */
  saveTitle?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const lang = useLang();
  const t = useMessages();
  return (
    <article className={className ? `fact-card ${className}` : "fact-card"} style={categoryColour(category)}>
      <CategoryBadge category={category} />
      {savePath ? <SaveToggle path={savePath} title={saveTitle ?? String(title)} compact /> : null}
      <Heading className="fact-card-title">
        <Link to={href} className="fact-card-link">
          {title}
        </Link>
      </Heading>
      <p className="fact-card-body">{body}</p>
      {date || minutes ? (
        <p className="fact-card-details">
          {date ? (
            <time dateTime={date}>{dateLabel ? format(dateLabel, { date: formatDate(date, lang) }) : formatDate(date, lang)}</time>
          ) : null}
          {date && minutes ? " · " : null}
          {minutes ? <span className="nowrap">{format(t.fact.minRead, { minutes })}</span> : null}
        </p>
      ) : null}
      {action}
      {more ? (
        <span className="fact-card-more" aria-hidden="true">
          {more} →
        </span>
      ) : null}
    </article>
  );
}

/** The card of a fact from a loader: every part from its view. */
export function FactViewCard({ fact, headingLevel }: { fact: FactCardView; headingLevel?: 2 | 3 }) {
  return (
    <FactCard
      href={fact.href}
      category={fact.category}
      title={fact.title}
      body={fact.excerpt}
      date={fact.publishedDate}
      minutes={fact.readingTimeMinutes}
      savePath={fact.path}
      headingLevel={headingLevel}
    />
  );
}

/** A titled list of cards: a swipe row running to the screen edges on phones, a grid from 640 px up. */
export function FactCardList({ title, facts }: { title: string; facts: FactCardView[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="card-section">
      <h2>{title}</h2>
      <ul className="card-row">
        {facts.map((fact) => (
          <li key={fact.path}>
            <FactViewCard fact={fact} />
          </li>
        ))}
      </ul>
    </section>
  );
}
