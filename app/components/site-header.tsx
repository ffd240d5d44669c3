import { Link, useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { LanguageSwitcher } from "./language-switcher";
import { SideMenu } from "./side-menu";
import { paths } from "~/lib/paths";
import { Emoji } from "./emoji";
import { SiteSections } from "./site-sections";

/**
 * Menu, brand (with the spec's BETA mark on home, the page it marks), the site's sections from tablet width up (on
 * phones they are in the menu), a one-tap search link and the languages (below desktop width only the other one).
 */
export function SiteHeader() {
  const lang = useLang();
  const t = useMessages();
  const onHome = useLocation().pathname === paths.home(lang);
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <SideMenu />
        <Link to={paths.home(lang)} className="brand">
          <span aria-hidden="true" className="brand-mark">
            ✦
          </span>
          {t.site.name}
          {onHome ? <span className="beta">{t.site.beta}</span> : null}
        </Link>
        <nav className="header-nav" aria-label={t.nav.sections}>
          <ul>
            <SiteSections variant="header" />
          </ul>
        </nav>
        <Link to={paths.search(lang)} className="icon-button header-search">
          <Emoji>🔍</Emoji>
          <span className="visually-hidden">{t.nav.search}</span>
        </Link>
        <LanguageSwitcher className="language-switcher header-languages" />
      </div>
    </header>
  );
}
