import { useContext, useState } from "react";
import { UNSAFE_FrameworkContext, useMatches } from "react-router";

/**
 * The page's scripts, preloaded at low priority ahead of React Router's own preloads of the same files (which
 * the browser then finds already under way). The page is whole without them, its stylesheet inlined
 * (issue #21): they only hydrate it, so they must not compete with the document, and Lighthouse's simulated
 * slow 4G counts a high-priority script as blocking the first paint. The same list is rendered on the server
 * and during hydration, then kept: later navigations preload through React Router as usual.
 */
export function QuietModulePreloads() {
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  const matches = useMatches();
  const [hrefs] = useState(() => {
    if (!manifest) return [];
    const routes = matches.flatMap(({ id }) => {
      const route = manifest.routes[id];
      return route?.module ? [route.module, ...(route.imports ?? [])] : [];
    });
    return [...new Set([manifest.entry.module, ...manifest.entry.imports, ...routes])];
  });
  return hrefs.map((href) => <link key={href} rel="modulepreload" href={href} fetchPriority="low" />);
}
