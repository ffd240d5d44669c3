import { Link, useNavigate } from "react-router";
import { langCookie, type Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";

/**
 * A link to the same page in another language that also remembers the choice in the `lang` cookie:
 * without JavaScript through /language/{lang}?to=…, with it by setting the cookie and navigating in place.
 */
export function LanguageLink({
  language,
  to,
  className,
  children,
  onChoose,
  ...rest
}: {
  language: Lang;
  to: string;
  className?: string;
  children: React.ReactNode;
  onChoose?: () => void;
} & Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, "href">) {
  const navigate = useNavigate();
  return (
    <Link
      {...rest}
      to={paths.chooseLanguage(language, to)}
      reloadDocument
      hrefLang={language}
      lang={language}
      className={className}
      onClick={(event) => {
        if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
        event.preventDefault();
        document.cookie = langCookie(language, window.location.protocol === "https:");
        onChoose?.();
        void navigate(to);
      }}
    >
      {children}
    </Link>
  );
}
