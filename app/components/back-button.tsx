import { useNavigate } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import { paths } from "~/lib/paths";

/**
 * True when the page before this one in the tab was ours: a client navigation inside the app, or a full
 * page load whose referrer is our own origin (a link opened without the script, a reload).
 */
function cameFromOurSite(): boolean {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) return true;
  if (window.history.length < 2 || !document.referrer) return false;
  try {
    return new URL(document.referrer).origin === window.location.origin;
  } catch {
    return false;
  }
}

/** History back when the reader came from another page of the site; otherwise the language home. */
export function BackButton({ className = "button button-ghost back-button" }: { className?: string }) {
  const lang = useLang();
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <a
      href={paths.home(lang)}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        if (cameFromOurSite()) window.history.back();
        else void navigate(paths.home(lang));
      }}
    >
      <span aria-hidden="true">←</span> {t.nav.back}
    </a>
  );
}
