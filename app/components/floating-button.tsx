import { Link, useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { BackButton } from "./back-button";

/** Bottom-corner shortcut on every page but home: back on fact pages, home elsewhere. Hidden on small screens (CSS). */
export function FloatingButton() {
  const lang = useLang();
  const t = useMessages();
  const { pathname } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length <= 1) return null;
  if (segments[1] === "fact")
    return (
      <BackButton
        className="floating-button"
        label={
          <>
            <span aria-hidden="true">←</span>
            <span className="visually-hidden">{t.nav.back}</span>
          </>
        }
      />
    );
  return (
    <Link to={`/${lang}`} className="floating-button">
      <span aria-hidden="true">⌂</span>
      <span className="visually-hidden">{t.nav.goHome}</span>
    </Link>
  );
}
