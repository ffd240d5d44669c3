import type { Lang } from "~/lib/i18n/languages";
import { paths } from "~/lib/paths";

/**
 * The language's web app manifest, read by the browser from the document (ADR 024). The root renders it on the
 * server only, so no page's script carries it; React 19 leaves head tags it did not render in place. The theme
 * colours of both schemes are added by the lazily loaded app/lib/offline/register-worker.ts: the fact page's
 * HTML has no room left in its budget for them.
 */
export function InstallTags({ lang }: { lang: Lang }) {
  return <link rel="manifest" href={paths.webAppManifest(lang)} />;
}
