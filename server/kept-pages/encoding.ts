import Negotiator from "negotiator";

/** The content codings a kept answer can be sent in. */
export type Encoding = "br" | "gzip" | "identity";

const ENCODINGS: readonly Encoding[] = ["br", "gzip", "identity"];

/**
 * The encoding the client prefers among those a kept answer has, as negotiator (Express's own) reads
 * Accept-Encoding: the highest q-value (RFC 9110 §12.5.3), brotli before gzip before none on a tie. `*` stands
 * for any coding not named; the plain body is acceptable unless `identity` (or `*` without it) is given q=0,
 * and is the answer when nothing else is. The only place Accept-Encoding is read.
 */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding {
  const negotiator = new Negotiator({ headers: { "accept-encoding": acceptEncoding } });
  return (negotiator.encoding(ENCODINGS, ENCODINGS) as Encoding | undefined) ?? "identity";
}
