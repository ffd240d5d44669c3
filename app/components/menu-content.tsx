import { lazy, Suspense } from "react";
import { Link, useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { CategoryView } from "~/lib/catalogue/ways-forward";
import { CategoryChips } from "./category-chips";
import { LanguageSwitcher } from "./language-switcher";
import { SearchForm } from "./search-form";
import { paths } from "~/lib/paths";
import { SiteSections } from "./site-sections";

// Its own small chunk (with its words): the menu's content is part of every page's script.
const ReviewLink = lazy(() => import("./review-link"));

/**
 * What the menu holds, in the dialog and on the menu page alike: search, home and the site's sections (Today,
 * Quiz, Saved, the blog), the other pages, the categories and (in
 * the dialog, which hides the header) the languages. On the menu page the header's language links stay in view.
 */
export function MenuContent({
  categories,
  languages = true,
  onChooseLanguage,
}: {
  categories: CategoryView[];
  languages?: boolean;
  onChooseLanguage?: () => void;
}) {
  const lang = useLang();
  const t = useMessages();
  const { pathname } = useLocation();
  const links = [
    { to: paths.privacy(lang), label: t.nav.privacy },
    { to: paths.terms(lang), label: t.nav.terms },
    { to: paths.contact(lang), label: t.nav.contact },
  ];
  return (
    <>
      <SearchForm className="search-form menu-search" />
      <nav aria-label={t.nav.mainNavigation}>
        <ul className="side-menu-links">
          <li>
            <Link to={paths.home(lang)} aria-current={pathname === paths.home(lang) ? "page" : undefined}>
              {t.nav.home}
            </Link>
          </li>
          <SiteSections variant="menu" />
          <Suspense fallback={null}>
            <ReviewLink />
          </Suspense>
        </ul>
        <ul className="side-menu-links side-menu-secondary">
          {links.map((link) => (
            <li key={link.to}>
              <Link to={link.to} aria-current={pathname === link.to ? "page" : undefined}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {categories.length > 0 ? (
        <nav aria-label={t.nav.categories} className="menu-categories">
          <p className="small-heading">{t.nav.categories}</p>
          <CategoryChips categories={categories} />
        </nav>
      ) : null}
      {languages ? <LanguageSwitcher onChoose={onChooseLanguage} className="language-switcher menu-languages" /> : null}
    </>
  );
}
