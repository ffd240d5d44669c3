import type { RouteHandle } from "~/lib/http/route-handle";
import { apiJson } from "~/lib/api/fact-json";
import { openApiDocument } from "~/lib/api/openapi";
import type { Route } from "./+types/api-openapi";
import { cacheHeaders, PUBLIC_PAGE } from "~/lib/http/cache-control";

export const handle: RouteHandle = { crossOrigin: true };

/** GET /api/v1/openapi.json: the API's own description. */
export function loader({ context }: Route.LoaderArgs) {
  return apiJson(openApiDocument(context.config), cacheHeaders(context, PUBLIC_PAGE));
}
