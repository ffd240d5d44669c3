import { NavLink } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { useSavedFacts } from "~/hooks/use-saved-facts";
import { paths } from "~/lib/paths";

/**
 * The site's sections in order of importance, each under its one name (the title of its page), for the header
 * and both menus. The menus add On this day after Today's Fact; the header leaves it out, keeps Search as its
 * button, and adds Review after Saved on wide screens (the menus have their own Review words, with its count).
 * Where the header is too narrow for every name, CSS leaves out the list of articles (`.header-wide`), which the
 * menu and the footer still hold. The current section is marked with aria-current.
 */
export function SiteSections({ variant }: { variant: "header" | "menu" }) {
  const lang = useLang();
  const t = useMessages();
  const menu = variant === "menu";
  const sections = [
    { to: paths.today(lang), label: t.today.title },
    ...(menu ? [{ to: paths.onThisDay(lang), label: t.onThisDay.title }] : []),
    { to: paths.quiz(lang), label: t.quiz.title },
    { to: paths.saved(lang), label: t.saved.title, count: true },
    // The header only, on wide screens: no script of its own (home shows how many cards are due).
    ...(menu ? [] : [{ to: paths.review(lang), label: t.nav.review, className: "header-review" }]),
    { to: paths.blog(lang), label: t.blog.title, className: menu ? undefined : "header-wide" },
  ];
  return (
    <>
      {sections.map((section) => (
        <li key={section.to} className={section.className}>
          <NavLink to={section.to} end={false}>
            {section.label}
            {section.count ? <SavedCount /> : null}
          </NavLink>
        </li>
      ))}
    </>
  );
}

/**
 * How many facts this browser has saved. The server cannot know, and every reader gets the same HTML (pages
 * are kept in a shared cache), so the number appears after hydration, in a space CSS keeps for it.
 */
function SavedCount() {
  const count = useSavedFacts().length;
  return (
    <span className="nav-count">
      {count > 0 ? (
        <>
          <span className="visually-hidden"> (</span>
          {count > 99 ? "99+" : count}
          <span className="visually-hidden">)</span>
        </>
      ) : null}
    </span>
  );
}
