import { Link } from "react-router";
import type { FactCardView } from "~/lib/catalogue/fact-view";
import { SaveToggle } from "./save-toggle";
import { Emoji } from "./emoji";

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
 * The one fact card (home, fact, search, blog, dead ends): category colour and badge, the title in the text
 * colour, the body clamped, an optional line of details. The whole card is one link, with one focus ring:
 * the title's link covers the card, so the link's name stays the title alone.
 */
export function FactCard({
  href,
  category,
  title,
  body,
  details,
  more,
  headingLevel = 3,
  className,
  savePath,
}: {
  href: string;
  category: CategoryView;
  title: React.ReactNode;
  body: React.ReactNode;
  details?: React.ReactNode;
  /** A visible "Read more →" cue (the card is the link, so it is not a second one). */
  more?: string;
  headingLevel?: 2 | 3;
  className?: string;
  /** The fact's catalogue path, to show a Save toggle on the card (after hydration). */
  savePath?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={className ? `fact-card ${className}` : "fact-card"} style={categoryColour(category)}>
      <CategoryBadge category={category} />
      {savePath && typeof title === "string" ? <SaveToggle path={savePath} title={title} compact /> : null}
      <Heading className="fact-card-title">
        <Link to={href} className="fact-card-link">
          {title}
        </Link>
      </Heading>
      <p className="fact-card-body">{body}</p>
      {details ? <p className="fact-card-details">{details}</p> : null}
      {more ? (
        <span className="fact-card-more" aria-hidden="true">
          {more} →
        </span>
      ) : null}
    </article>
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
            <FactCard href={fact.href} category={fact.category} title={fact.title} body={fact.body} savePath={fact.path} />
          </li>
        ))}
      </ul>
    </section>
  );
}
