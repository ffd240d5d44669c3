import type { RouteHandle } from "~/lib/http/route-handle";
import { apiError } from "~/lib/api/fact-json";

export const handle: RouteHandle = { crossOrigin: true };

/** Anything else under /api: a JSON 404, as API clients expect, rather than the site's 404 page. */
export function loader() {
  return apiError(404, "No such API endpoint. See /api/v1/openapi.json.");
}
