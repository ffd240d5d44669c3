import { lazy, Suspense } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { Lang } from "~/lib/i18n/languages";

// The controls, the voice check and the player load after hydration, outside the page's first JavaScript:
// nothing is shown before the browser says it has a voice anyway.
const ReadAloudControls = lazy(() => import("./read-aloud-controls"));

/** "Listen" for the `[data-speak]` blocks inside `#targetId`, read in `langs` order (see read-aloud-controls). */
export function ReadAloud(props: { targetId: string; langs: readonly Lang[] }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ReadAloudControls {...props} />
    </Suspense>
  ) : null;
}
