import { useEffect, useRef } from "react";

/**
 * Moves focus to the returned element whenever `key` changes after the first render (a new search, another
 * page of a list), so keyboard and screen-reader users land on what changed. With `scroll`, the element is
 * first scrolled to the top of the view (its CSS scroll-margin keeps it clear of the sticky header).
 */
export function useFocusOnChange<T extends HTMLElement>(key: string, { scroll = false } = {}) {
  const ref = useRef<T>(null);
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const element = ref.current;
    if (!element) return;
    if (scroll) element.scrollIntoView({ block: "start" });
    element.focus({ preventScroll: true });
  }, [key, scroll]);
  return ref;
}
