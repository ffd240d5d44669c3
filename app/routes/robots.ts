import { cacheableText } from "~/lib/http/text-response";
import { LANGS } from "~/lib/i18n/languages";
import type { Route } from "./+types/robots";
import { paths } from "~/lib/paths";

export function loader({ context }: Route.LoaderArgs) {
  const lines = [
    "User-agent: *",
    "Allow: /",
    ...LANGS.map((l) => `Disallow: ${paths.search(l)}`),
    "",
    `Sitemap: ${context.config.siteUrl}/sitemap.xml`,
    "",
  ];
  return cacheableText(context, lines.join("\n"), "text/plain");
}
