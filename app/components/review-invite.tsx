import { lazy, Suspense } from "react";
import { useHydrated } from "~/hooks/use-hydrated";

// The review's ways in, with their counts, load when the browser is idle after hydration: the cards live in this
// browser (the server cannot know them), and a page's arrival carries no script for them.
const whenIdle = () => new Promise((resolve) => (window.requestIdleCallback ?? setTimeout)(resolve));
const ReviewWay = lazy(() => whenIdle().then(() => import("./review-link").then((m) => ({ default: m.ReviewWay }))));

/** The way to the review for `where` (see ReviewWay in review-link.tsx): once the page has hydrated and the browser is idle. */
export function ReviewSlot({ where }: { where: "home" | "saved" | "fact" }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <ReviewWay where={where} />
    </Suspense>
  ) : null;
}
