/** The content codings a kept answer can be sent in. */
export type Encoding = "br" | "gzip" | "identity";

/**
 * The encoding the client prefers among those a kept answer has: the highest q-value (RFC 9110 §12.5.3),
 * brotli before gzip before none on a tie. `*` stands for any coding not named; the plain body is acceptable
 * unless `identity` (or `*` without it) is given q=0, and is the answer when nothing else is. The only place
 * Accept-Encoding is read, so its parsing can be handed to a library without touching anything else.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name = "", ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    const value = q === undefined ? 1 : Number(q);
    if (name.trim()) accepted.set(name.trim(), Number.isFinite(value) ? value : 0);
  }
  const qOf = (name: Encoding) => accepted.get(name) ?? accepted.get("*") ?? (name === "identity" ? 0.001 : 0);
  let best: Encoding = "identity";
  for (const encoding of ["gzip", "br"] as const) if (qOf(encoding) > 0 && qOf(encoding) >= qOf(best)) best = encoding;
  return best;
}
