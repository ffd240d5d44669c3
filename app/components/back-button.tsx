import { useNavigate } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";

/** History back when this tab came from another page of the site; otherwise the language home. */
export function BackButton({ className = "button button-ghost", label }: { className?: string; label?: React.ReactNode }) {
  const lang = useLang();
  const t = useMessages();
  const navigate = useNavigate();
  return (
    <a
      href={`/${lang}`}
      className={className}
      onClick={(event) => {
        event.preventDefault();
        const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
        if (idx > 0) void navigate(-1);
        else void navigate(`/${lang}`);
      }}
    >
      {label ?? (
        <>
          <span aria-hidden="true">←</span> {t.nav.back}
        </>
      )}
    </a>
  );
}
