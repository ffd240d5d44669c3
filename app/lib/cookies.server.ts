import { parse } from "cookie";

/** Reads one cookie value from a Cookie header (Express's `cookie` package does the parsing). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  return header ? parse(header)[name] : undefined;
}
