import { Link, useNavigate } from "react-router";
import { placeInView } from "~/lib/bilingual/reading-place";
import { langCookie, type Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";

/**
 * "#p3" for the numbered paragraph (`[data-place]`) the reader is on, "" when the page has none or the reader
 * has not reached the first: a link to the same fact in another language or view lands on the same paragraph.
 */
export function placeHash(): string {
  const boxes = [...document.querySelectorAll<HTMLElement>("[data-place]")].map((el) => {
    const { top, bottom } = el.getBoundingClientRect();
    return { id: el.id, top, bottom };
  });
  const viewTop = document.querySelector(".site-header")?.getBoundingClientRect().bottom ?? 0;
  const id = placeInView(boxes, Math.max(viewTop, 0));
  return id ? `#${id}` : "";
}

/**
 * A link to the same page in another language that also remembers the choice in the `lang` cookie:
 * without JavaScript through /language/{lang}?to=…, with it by setting the cookie and navigating in place,
 * to the paragraph the reader was on (see placeHash).
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
        const hash = placeHash();
        onChoose?.();
        void navigate(`${to}${hash}`);
      }}
    >
      {children}
    </Link>
  );
}
