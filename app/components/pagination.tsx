import { Link } from "react-router";
import { useMessages } from "~/hooks/use-lang";
import { responsivePaginationWindow } from "~/lib/blog/pagination";
import { format } from "~/lib/i18n/messages";

/**
 * Page links per the spec's window rule; on a phone a compact window (`1 … 4 5 6 … 60`) of 44 px targets in
 * one row, with Previous and Next on a row of their own below. `hrefFor` builds each page's URL so every page
 * is a real link; both windows are in the HTML and CSS shows the one that fits.
 */
export function Pagination({
  page,
  total,
  hrefFor,
  preventScrollReset = false,
}: {
  page: number;
  total: number;
  hrefFor: (page: number) => string;
  preventScrollReset?: boolean;
}) {
  const t = useMessages();
  if (total <= 1) return null;
  return (
    <nav className="pagination" aria-label={t.blog.pagination}>
      <ul>
        <li className="page-step-item">
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} rel="prev" className="page-step" preventScrollReset={preventScrollReset}>
              <span aria-hidden="true">←</span> <span className="page-step-label">{t.blog.previous}</span>
            </Link>
          ) : (
            <span className="page-step" aria-disabled="true">
              <span aria-hidden="true">←</span> <span className="page-step-label">{t.blog.previous}</span>
            </span>
          )}
        </li>
        {responsivePaginationWindow(page, total).map(({ item, wide, narrow }, i) => {
          const only = wide && narrow ? undefined : wide ? "page-wide-only" : "page-narrow-only";
          return item === "ellipsis" ? (
            <li key={`gap-${i}`} className={only ? `page-gap ${only}` : "page-gap"} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item} className={only}>
              <Link
                to={hrefFor(item)}
                className="page-number"
                preventScrollReset={preventScrollReset}
                aria-current={item === page ? "page" : undefined}
                aria-label={format(t.blog.page, { page: item })}
              >
                {item}
              </Link>
            </li>
          );
        })}
        <li className="page-step-item">
          {page < total ? (
            <Link to={hrefFor(page + 1)} rel="next" className="page-step" preventScrollReset={preventScrollReset}>
              <span className="page-step-label">{t.blog.next}</span> <span aria-hidden="true">→</span>
            </Link>
          ) : (
            <span className="page-step" aria-disabled="true">
              <span className="page-step-label">{t.blog.next}</span> <span aria-hidden="true">→</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
