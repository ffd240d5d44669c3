import { Link } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { format } from "~/lib/i18n/messages";
import { ThemeToggle } from "./theme-toggle";
import { paths } from "~/lib/paths";

export function SiteFooter() {
  const lang = useLang();
  const t = useMessages();
  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <p className="footer-brand">
          <strong>{t.site.name}</strong>
          <span>{t.site.tagline}</span>
        </p>
        <nav aria-label={t.nav.footerNavigation}>
          <ul className="footer-links">
            <li>
              <Link to={paths.today(lang)}>{t.today.title}</Link>
            </li>
            <li>
              <Link to={paths.onThisDay(lang)}>{t.onThisDay.title}</Link>
            </li>
            <li>
              <Link to={paths.quiz(lang)}>{t.quiz.title}</Link>
            </li>
            <li>
              <Link to={paths.saved(lang)}>{t.saved.title}</Link>
            </li>
            <li>
              <Link to={paths.blog(lang)}>{t.blog.title}</Link>
            </li>
            <li>
              <Link to={paths.privacy(lang)}>{t.nav.privacy}</Link>
            </li>
            <li>
              <Link to={paths.terms(lang)}>{t.nav.terms}</Link>
            </li>
            <li>
              <Link to={paths.contact(lang)}>{t.nav.contact}</Link>
            </li>
            <li>
              <Link to={paths.editorialStandards(lang)}>{t.nav.editorialStandards}</Link>
            </li>
          </ul>
        </nav>
        <ThemeToggle />
        <p className="copyright">{format(t.footer.copyright, { year: new Date().getFullYear(), siteName: t.site.name })}</p>
      </div>
    </footer>
  );
}
