import Negotiator from "negotiator";

/** The content codings a built asset has copies in (scripts/precompress-assets.ts). */
export type Encoding = "br" | "gzip" | "identity";

const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/**
 * The encoding the client prefers among those a built asset has, as negotiator (Express's own) reads
 * Accept-Encoding: the highest q-value (RFC 9110 §12.5.3), brotli before gzip before none on a tie. `*` stands
 * for any coding not named; the plain body is acceptable unless `identity` (or `*` without it) is given q=0,
 * and is the answer when nothing else is. Every other answer is coded by the compression step (server/app.ts).
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  return (negotiator.encoding(ENCODINGS, ENCODINGS) as Encoding | undefined) ?? "identity";
}
