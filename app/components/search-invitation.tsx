import { Link } from "react-router";
import { useLang } from "~/hooks/use-lang";
import { paths } from "~/lib/paths";
import { searchMessages } from "~/lib/i18n/messages/search";

// Drawn by style attributes (the policy allows them): the stylesheet every page inlines does not grow for one page.
const TIPS: React.CSSProperties = { margin: "0.75rem 0 0", paddingLeft: "1.25rem", color: "var(--muted)", display: "grid", gap: "0.35rem" };
const TIP_LINK: React.CSSProperties = { display: "inline-block", minHeight: "24px", fontWeight: 700 };

/**
 * What the empty search page offers under its box: a few searches to try and the two ways of typing Korean that
 * a reader would not guess (initial consonants, Latin letters), each a link to its results.
 */
export function SearchInvitation() {
  const lang = useLang();
  const t = searchMessages[lang];
  const tips = [
    { label: t.initialsTip, ...t.initialsExample },
    { label: t.romanizedTip, ...t.romanizedExample },
  ];
  return (
    <section className="search-invitation" aria-labelledby="search-examples">
      <h2 id="search-examples" className="ways-heading">
        {t.examplesHeading}
      </h2>
      <ul className="chip-list">
        {t.examples.map((example) => (
          <li key={example}>
            <Link className="chip" to={paths.search(lang, example)}>
              {example}
            </Link>
          </li>
        ))}
      </ul>
      <ul className="search-tips" style={TIPS}>
        {tips.map((tip) => (
          <li key={tip.query}>
            {tip.label}:{" "}
            <Link to={paths.search(lang, tip.query)} lang="ko" style={TIP_LINK}>
              {tip.query}
            </Link>{" "}
            <span aria-hidden="true">→</span> <span lang="ko">{tip.word}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
