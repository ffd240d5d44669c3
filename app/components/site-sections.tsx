import { NavLink } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { useSavedFacts } from "~/hooks/use-saved-facts";
import { paths } from "~/lib/paths";

/**
 * The site's sections in order of importance (Today, Quiz, Saved, Blog, Search), for the header (short labels,
 * and Review after Saved on wide screens) and both menus (full labels, with On this day after Today). The current section is marked with aria-current.
 */
export function SiteSections({ variant }: { variant: "header" | "menu" }) {
  const lang = useLang();
  const t = useMessages();
  const short = variant === "header";
  const sections = [
    { to: paths.today(lang), label: short ? t.nav.today : t.today.title },
    // The menus only: the header keeps its five sections.
    ...(short ? [] : [{ to: paths.onThisDay(lang), label: t.onThisDay.title }]),
    { to: paths.quiz(lang), label: short ? t.nav.quiz : t.quiz.title },
    { to: paths.saved(lang), label: short ? t.nav.saved : t.saved.title, count: true },
    // The header only, on wide screens (the menus have their own Review words, with its count; home shows how
    // many are due): no script of its own.
    ...(short ? [{ to: paths.review(lang), label: t.nav.review, review: true }] : []),
    { to: paths.blog(lang), label: short ? t.nav.blogShort : t.nav.blog },
    // The menus hold a search box instead.
    ...(short ? [{ to: paths.search(lang), label: t.nav.search }] : []),
  ];
  return (
    <>
      {sections.map((section) => (
        <li key={section.to} className={section.review ? "header-review" : undefined}>
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
