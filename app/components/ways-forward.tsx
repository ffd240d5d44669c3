import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { FactCardView } from "~/lib/catalogue/fact-view";
import type { WaysForward as WaysForwardData } from "~/lib/catalogue/ways-forward";
import { CategoryChips } from "./category-chips";
import { FactViewCard } from "./fact-card";
import { SearchForm } from "./search-form";
import { paths } from "~/lib/paths";

/** "Did you mean {term}?" with the term as a link to its search; the sentence comes from the dictionary. */
function DidYouMean({ term }: { term: string }) {
  const lang = useLang();
  const t = useMessages();
  const [before = "", after = ""] = t.search.didYouMean.split("{term}");
  return (
    <p className="did-you-mean">
      {before}
      <Link to={paths.search(lang, term)}>
        <strong>{term}</strong>
      </Link>
      {after}
    </p>
  );
}

/** A few facts to read, as cards in a grid. */
export function FactCardGrid({ facts }: { facts: FactCardView[] }) {
  return (
    <ul className="card-grid">
      {facts.map((fact) => (
        <li key={fact.path}>
          <FactViewCard fact={fact} />
        </li>
      ))}
    </ul>
  );
}

/**
 * What every dead end offers (empty search, no results, both 404s): "Did you mean …?" first when there is
 * one, a search box (with what the page adds under it, `children`), the categories and a few facts to read.
 * Works without JavaScript.
 */
export function WaysForward({
  ways,
  query = "",
  suggestion,
  children,
}: {
  ways: Partial<WaysForwardData>;
  query?: string;
  suggestion?: string | null;
  children?: React.ReactNode;
}) {
  const t = useMessages();
  const { categories = [], facts = [] } = ways;
  return (
    <div className="ways-forward">
      {suggestion ? <DidYouMean term={suggestion} /> : null}
      <SearchForm key={query} defaultValue={query} className="search-form page-search" />
      {children}
      {categories.length > 0 ? (
        <section aria-labelledby="ways-categories">
          <h2 id="ways-categories" className="ways-heading">
            {t.search.browseCategories}
          </h2>
          <CategoryChips categories={categories} />
        </section>
      ) : null}
      {facts.length > 0 ? (
        <section aria-labelledby="ways-facts">
          <h2 id="ways-facts" className="ways-heading">
            {t.search.factsToRead}
          </h2>
          <FactCardGrid facts={facts} />
        </section>
      ) : null}
    </div>
  );
}
