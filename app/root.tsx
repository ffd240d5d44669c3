import { useEffect, useRef } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  type LinksFunction,
  type MetaFunction,
} from "react-router";
import type { Route } from "./+types/root";
import { FloatingButton } from "./components/floating-button";
import { InlineStyles } from "./components/inline-styles";
import { InstallTags } from "./components/install-tags";
import { QuietModulePreloads } from "./components/quiet-module-preloads";
import { NotFoundPage } from "./components/not-found-page";
import { NavigationProgress } from "./components/navigation-progress";
import { SiteFooter } from "./components/site-footer";
import { SiteHeader } from "./components/site-header";
import { useLang, useMessages } from "./hooks/use-lang";
import { isAdClientId } from "./lib/ads/ads-config";
import type { WaysForward } from "./lib/catalogue/ways-forward";
import { pageHeaders } from "./lib/http/responses";
import { langFromPath } from "./lib/i18n/languages";
import { messagesFor } from "./lib/i18n/messages";
import { errorMeta } from "./lib/seo/meta";
import { paths } from "./lib/paths";
import { THEME_SCRIPT } from "./lib/theme";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

export const headers = pageHeaders;

/** Site-wide values: the ad client id (fixed while the server runs). Nothing about the reader: one page per address. */
export function loader({ context }: Route.LoaderArgs) {
  const { adClientId } = context.config;
  return { adClientId: isAdClientId(adClientId) ? adClientId : "" };
}

export const shouldRevalidate = () => false;

/** Meta for pages that ended in the root boundary (404s and errors); pages with data set their own. */
export const meta: MetaFunction = ({ error, location }) => {
  const t = messagesFor(langFromPath(location.pathname));
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return errorMeta(notFound ? t.notFound.title : t.error.unexpected, t.site.name);
};

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  const t = useMessages();
  // Marks the document once React has hydrated it (the entry first loads the page's dictionary, so the
  // router's globals appear before hydration): the browser tests wait for this mark rather than guess.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  useOfflineReading();
  return (
    // The head's first script sets data-theme (and nothing else) before hydration: React leaves it alone.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        {/* Before the stylesheet and the first paint: the saved theme with no flash of the other (app/lib/theme.ts). */}
        <script dangerouslySetInnerHTML={{ __html: THEME_SCRIPT }} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        {import.meta.env.SSR ? <InstallTags lang={lang} /> : null}
        <Meta />
        <InlineStyles />
        {/* The first paint waits until the header is whole (it ends where #main starts): a frame painted while the
            stream was inside the header moved the sections when the language buttons arrived (CLS on a loaded machine). */}
        <link rel="expect" href="#main" blocking="render" />
        <QuietModulePreloads />
        <Links />
      </head>
      <body>
        <a className="skip-link" href="#main">
          {t.nav.skipToContent}
        </a>
        <NavigationProgress />
        <SiteHeader />
        <main id="main" className="site-main">
          {children}
          <FloatingButton />
        </main>
        <SiteFooter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

/**
 * Offline reading (ADR 024): the service worker's registration is a module of its own, imported once the page
 * has hydrated, so its code never counts against a page's script. Production only: Vite's development server
 * has no /sw.js.
 */
function useOfflineReading() {
  useEffect(() => {
    if (import.meta.env.PROD) void import("./lib/offline/register-worker");
  }, []);
}

/**
 * After a client navigation, move focus to the new page's main heading so screen readers announce it, or
 * to the heading the page marks with data-navigation-focus (search results).
 */
function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("#main [data-navigation-focus]") ?? document.querySelector<HTMLElement>("#main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [pathname]);
}

export default function App() {
  useFocusHeadingOnNavigation();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useMessages();
  const lang = useLang();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage ways={(error.data as Partial<WaysForward> | null) ?? {}} />;
  if (isRouteErrorResponse(error) && error.status === 400)
    return (
      <section className="page error-page">
        <h1>{t.notFound.badRequestTitle}</h1>
        <p>{t.notFound.badRequestDescription}</p>
        <p>
          <a className="button" href={paths.home(lang)}>
            {t.error.backHome}
          </a>
        </p>
      </section>
    );
  const message = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : error instanceof Error ? error.message : "";
  const stack = import.meta.env.DEV && error instanceof Error ? error.stack : undefined;
  return (
    <section className="page error-page">
      <h1>{t.error.unexpected}</h1>
      <p>{t.error.description}</p>
      {message ? (
        <p>
          <code>{message}</code>
        </p>
      ) : null}
      {stack ? <pre className="error-stack">{stack}</pre> : null}
      <p>
        <a className="button" href={paths.home(lang)}>
          {t.error.backHome}
        </a>
      </p>
    </section>
  );
}
