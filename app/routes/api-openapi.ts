import { apiJson } from "~/lib/api/fact-json";
import { openApiDocument } from "~/lib/api/openapi";
import { CACHE_PUBLIC_PAGE } from "~/lib/http/cache-control";
import type { Route } from "./+types/api-openapi";

/** GET /api/v1/openapi.json: the API's own description. */
export function loader({ context }: Route.LoaderArgs) {
  return apiJson(openApiDocument(context.config), CACHE_PUBLIC_PAGE);
}
