import { createContext, useContext } from "react";

/** The per-response CSP nonce for inline scripts; empty in the browser, where scripts have already run. */
export const NonceContext = createContext("");

export function useNonce(): string {
  return useContext(NonceContext);
}
