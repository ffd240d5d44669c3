import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { LanguageSwitcher } from "./language-switcher";
import { SideMenu } from "./side-menu";
import { paths } from "~/lib/paths";
import { Emoji } from "./emoji";
import { SiteSections } from "./site-sections";

/**
 * Menu, brand, the site's sections from tablet width up (on phones they are in the menu, and a one-tap search
 * link stands in the header) and the languages (below desktop width only the other language).
 */
export function SiteHeader() {
  const lang = useLang();
  const t = useMessages();
  return (
    <header className="site-header">
      <div className="site-header-inner">
        <SideMenu />
        <Link to={paths.home(lang)} className="brand">
          <span aria-hidden="true" className="brand-mark">
            ✦
          </span>
          {t.site.name}
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
