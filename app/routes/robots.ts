import { cacheableText } from "~/lib/http/text-response";
import { LANGS } from "~/lib/i18n/languages";
import type { Route } from "./+types/robots";
import { paths } from "~/lib/paths";

export function loader({ context }: Route.LoaderArgs) {
  // Disallow lines first: first-match parsers (Python's urllib.robotparser, older crawlers) stop at the first rule
  // whose path matches, so an "Allow: /" above them would let those crawlers into search; longest-match parsers
  // (Google's, RFC 9309) read the same rules the same way in this order.
  const lines = [
    "User-agent: *",
    ...LANGS.map((l) => `Disallow: ${paths.search(l)}`),
    "Allow: /",
    "",
    `Sitemap: ${context.config.siteUrl}/sitemap.xml`,
    "",
  ];
  return cacheableText(context, lines.join("\n"), "text/plain");
}
