export const BLOG_PAGE_SIZE = 6;

export type PageItem = number | "ellipsis";

/**
 * The spec's pagination window: first, last, and 2 pages each side of the current one; a gap becomes an
 * ellipsis, except a gap of exactly one page, which shows that page's number.
 */
export function paginationWindow(current: number, total: number, radius = 2, { fillSingleGaps = true } = {}): PageItem[] {
  if (total < 1) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let p = page - radius; p <= page + radius; p++) if (p >= 1 && p <= total) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    const prev = pages[i - 1];
    if (prev !== undefined && p - prev === 2 && fillSingleGaps) items.push(prev + 1);
    else if (prev !== undefined && p - prev >= 2) items.push("ellipsis");
    items.push(p);
  });
  return items;
}

/** One item of the responsive window: shown on wide screens, on phones, or both. */
export interface ResponsivePageItem {
  item: PageItem;
  wide: boolean;
  narrow: boolean;
}

/**
 * The spec's window for wide screens merged with a compact one for phones (one page each side, every gap an
 * ellipsis: `1 … 4 5 6 … 60`, five numbers of 44 px that fit a 320 px screen), in one list the CSS filters,
 * so the page is the same HTML at every width. An ellipsis sits right after the number it follows in its own
 * window; one both windows have after the same number is shown once.
 */
export function responsivePaginationWindow(current: number, total: number): ResponsivePageItem[] {
  const wide = paginationWindow(current, total);
  const narrow = paginationWindow(current, total, 1, { fillSingleGaps: false });
  const numbers = [...new Set([...wide, ...narrow].filter((i): i is number => i !== "ellipsis"))].sort((a, b) => a - b);
  const gapAfter = (items: PageItem[]) => new Set(items.flatMap((item, i) => (items[i + 1] === "ellipsis" ? [item as number] : [])));
  const wideGaps = gapAfter(wide);
  const narrowGaps = gapAfter(narrow);
  return numbers.flatMap((n) => {
    const entry: ResponsivePageItem = { item: n, wide: wide.includes(n), narrow: narrow.includes(n) };
    const gap = { wide: wideGaps.has(n), narrow: narrowGaps.has(n) };
    return gap.wide || gap.narrow ? [entry, { item: "ellipsis" as const, ...gap }] : [entry];
  });
}

/** A page number from the query string: garbage or absent → 1; a well-formed number is kept as is. */
export function parsePageParam(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw.trim())) return 1;
  const n = Number(raw.trim());
  return n >= 1 ? n : 1;
}

/** A page number as the site writes it ("2"; never "02", " 2" or "2.0"), or null when the value is anything else. */
export function wholePageNumber(raw: string): number | null {
  return /^[1-9]\d{0,5}$/.test(raw) ? Number(raw) : null;
}

export function pageCount(items: number, size = BLOG_PAGE_SIZE): number {
  return Math.ceil(items / size);
}

export function pageSlice<T>(items: readonly T[], page: number, size = BLOG_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}
