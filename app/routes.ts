import { index, route, type RouteConfig } from "@react-router/dev/routes";

/** Every route of the spec in one list. Paths under :lang are checked by the lang layout (en/ko, else 404). */
export default [
  index("routes/root-redirect.ts"),
  route("blog-metadata.json", "routes/blog-metadata.ts"),
  route("language/:lang", "routes/set-language.ts"),
  route("theme", "routes/set-theme.ts"),
  route("sitemap.xml", "routes/sitemap.ts"),
  route("sitemaps/:part", "routes/sitemap-part.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("ads.txt", "routes/ads-txt.ts"),
  route(":lang", "routes/lang-layout.tsx", [
    index("routes/home.tsx"),
    route("blog", "routes/blog.tsx"),
    route("search", "routes/search.tsx"),
    route("search/suggest", "routes/search-suggest.ts"),
    route("fact/:category/:slug", "routes/fact.tsx"),
    route("fact/:category/:slug/report", "routes/fact-report.tsx"),
    route("fact/:category/:slug/side-by-side", "routes/fact-side-by-side.tsx"),
    route("privacy-policy", "routes/legal.tsx", { id: "routes/privacy-policy" }),
    route("terms-of-service", "routes/legal.tsx", { id: "routes/terms-of-service" }),
    route("contact-us", "routes/contact-us.tsx"),
    route("editorial-standards", "routes/legal.tsx", { id: "routes/editorial-standards" }),
    route("menu", "routes/menu.tsx"),
    route("feed.xml", "routes/feed.ts"),
    route("*", "routes/not-found.tsx", { id: "lang-not-found" }),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
