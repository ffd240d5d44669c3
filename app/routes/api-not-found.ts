import type { RouteHandle } from "~/lib/http/route-handle";
import { API_NOT_FOUND, apiError } from "~/lib/api/fact-json";

export const handle: RouteHandle = { crossOrigin: true };

/** Anything else under /api: a JSON 404, as API clients expect, rather than the site's 404 page. */
export function loader() {
  return apiError(404, API_NOT_FOUND);
}
