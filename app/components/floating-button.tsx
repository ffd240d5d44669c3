import { Link, useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { paths } from "~/lib/paths";

/**
 * A corner shortcut home on pages other than home and fact pages (which have their own back control, so a
 * screen never shows two). Shown only on screens wide enough for it to sit beside the text (CSS).
 */
export function FloatingButton() {
  const lang = useLang();
  const t = useMessages();
  const { pathname } = useLocation();
  const segments = pathname.split("/").filter(Boolean);
  if (segments.length <= 1 || segments[1] === "fact") return null;
  return (
    <Link to={paths.home(lang)} className="floating-button">
      <span aria-hidden="true">⌂</span>
      <span className="visually-hidden">{t.nav.goHome}</span>
    </Link>
  );
}
