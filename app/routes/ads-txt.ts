import { notFound } from "~/lib/http/responses";
import { cacheableText } from "~/lib/http/text-response";
import { adsTxt } from "~/lib/ads/ads-config";
import type { Route } from "./+types/ads-txt";

/** /ads.txt from configuration; without an ad client id there is no file. */
export function loader({ context }: Route.LoaderArgs) {
  const body = adsTxt(context.config.adClientId);
  if (!body) throw notFound();
  return cacheableText(context, body, "text/plain");
}
