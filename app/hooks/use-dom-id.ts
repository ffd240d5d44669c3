import { useId } from "react";

/**
 * A unique id for an element, as useId gives, that starts with a letter: React 19's ids look like `_R_1h_`, which
 * html-validate's valid-id rule (and CSS selectors without escaping) refuse. Only the underscores are dropped, which
 * React writes around its counters, so two ids stay distinct.
 */
export function useDomId(name: string): string {
  return `${name}-${useId().replace(/[^A-Za-z0-9-]/g, "")}`;
}
