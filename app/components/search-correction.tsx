import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { paths } from "~/lib/paths";
import { searchMessages } from "~/lib/i18n/messages/search";

/** A dictionary sentence with its {term} replaced by a node (a link, a strong word). */
function withTerm(sentence: string, term: React.ReactNode): React.ReactNode {
  const [before = "", after = ""] = sentence.split("{term}");
  return (
    <>
      {before}
      {term}
      {after}
    </>
  );
}

/**
 * Above results found for another form of the query: "Showing results for 한글." (a keyboard slip) or "Did
 * you mean octopus?" (a typo), each with a link to search the query exactly as typed. Plain links, so it
 * works without JavaScript; React escapes every word the reader typed.
 */
export function SearchCorrection({
  query,
  showingFor,
  didYouMean,
}: {
  query: string;
  showingFor: string | null;
  didYouMean: string | null;
}) {
  const lang = useLang();
  const t = useMessages();
  if (!showingFor && !didYouMean) return null;
  return (
    <p className="search-correction">
      {showingFor
        ? withTerm(searchMessages[lang].showingFor, <strong lang="ko">{showingFor}</strong>)
        : withTerm(
            t.search.didYouMean,
            <Link to={paths.search(lang, didYouMean!)}>
              <strong>{didYouMean}</strong>
            </Link>,
          )}{" "}
      <Link to={paths.searchExact(lang, query)} className="search-instead">
        {withTerm(searchMessages[lang].searchInsteadFor, <span>{query}</span>)}
      </Link>
    </p>
  );
}
