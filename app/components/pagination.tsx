import { Link } from "react-router";
import { useMessages } from "~/hooks/use-lang";
import { paginationWindow } from "~/lib/blog/pagination";
import { format } from "~/lib/i18n/messages";

/** Page links per the spec's window rule, in one row on a phone (Previous and Next shrink to arrows there); `hrefFor` builds each page's URL so every page is a real link. */
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
        <li>
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
        {paginationWindow(page, total).map((item, i) =>
          item === "ellipsis" ? (
            <li key={`gap-${i}`} className="page-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
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
          ),
        )}
        <li>
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
