import { lazy, Suspense } from "react";
import { useHydrated } from "~/hooks/use-hydrated";
import type { ReadAloudProps } from "./read-aloud-controls";

// The controls, the voice check and the player load after hydration, outside the page's first JavaScript;
// the toolbar keeps their space (see .tool-slot in app.css), so nothing moves when they arrive.
const ReadAloudControls = lazy(() => import("./read-aloud-controls"));

/** "Listen" for the `[data-speak]` blocks inside `#targetId`, read in `langs` order (see read-aloud-controls). */
export function ReadAloud(props: ReadAloudProps) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ReadAloudControls {...props} />
    </Suspense>
  ) : null;
}
