import { Link } from "react-router";
import type { FactCardView } from "~/lib/catalogue/fact-view";

export function CategoryBadge({ category }: { category: FactCardView["category"] }) {
  return (
    <span className="category-badge" style={{ "--cat": category.color } as React.CSSProperties}>
      <span aria-hidden="true">{category.emoji}</span> {category.name}
    </span>
  );
}

/** A compact card linking to a fact; used in the horizontal lists. */
export function FactCard({ fact, headingLevel = 3 }: { fact: FactCardView; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="fact-card" style={{ "--cat": fact.category.color } as React.CSSProperties}>
      <CategoryBadge category={fact.category} />
      <Heading className="fact-card-title">
        <Link to={fact.href}>{fact.title}</Link>
      </Heading>
      <p className="fact-card-body">{fact.body}</p>
    </article>
  );
}

export function FactCardList({ title, facts }: { title: string; facts: FactCardView[] }) {
  if (facts.length === 0) return null;
  return (
    <section className="card-section">
      <h2>{title}</h2>
      <ul className="card-row">
        {facts.map((fact) => (
          <li key={fact.path}>
            <FactCard fact={fact} />
          </li>
        ))}
      </ul>
    </section>
  );
}
