import { useSyncExternalStore } from "react";
import { Link, NavLink } from "react-router";
import { useLang } from "~/hooks/use-lang";
import { format } from "~/lib/i18n/messages";
import { reviewNavMessages } from "~/lib/i18n/messages/review-nav";
import { paths } from "~/lib/paths";
import { countDue, learnedLang, REVIEW_KEY } from "~/lib/review/local";
import { subscribeToDeviceStore } from "~/lib/saved/device-store";

/** The fact toolbar loads this module after hydration to remember the fact as read (see local.ts). */
export { recordRead } from "~/lib/review/local";

/**
 * The menu's "Review words", with how many cards are due in this language's direction. The server cannot know
 * (the cards live in the browser, and every reader gets the same HTML), so the number appears after
 * hydration, in the same space the saved count uses; without JavaScript there is none.
 */
/** How many cards are due now in this language's direction, read again whenever the store changes. */
function useDueCount(): number {
  const lang = useLang();
  return useSyncExternalStore(
    subscribeToDeviceStore,
    () => countDue(window.localStorage.getItem(REVIEW_KEY), Date.now(), learnedLang(lang)),
    () => 0,
  );
}

/**
 * A way to the review where learning happens: on home when cards are due (with their number), on the saved page
 * and on a fact page once read (with the number due, if any).
 */
export function ReviewWay({ where }: { where: "home" | "saved" | "fact" }) {
  const lang = useLang();
  const m = reviewNavMessages[lang];
  const count = useDueCount();
  if (where === "home" && count === 0) return null;
  const label = where === "home" ? format(m.homeDue, { count }) : where === "saved" ? m.savedInvite : m.factInvite;
  const link = (
    <Link to={paths.review(lang)}>
      {label}
      {where !== "home" && count > 0 ? ` · ${format(m.due, { count })}` : ""} <span aria-hidden="true">→</span>
    </Link>
  );
  // On a fact page it stands in the toolbar's status line; elsewhere it is a paragraph of its own.
  return where === "fact" ? link : <p>{link}</p>;
}

export default function ReviewLink() {
  const lang = useLang();
  const m = reviewNavMessages[lang];
  const count = useDueCount();
  return (
    <li>
      <NavLink to={paths.review(lang)} end={false}>
        {m.review}
        <span className="nav-count">
          {count > 0 ? (
            <>
              <span className="visually-hidden"> (</span>
              <span aria-hidden="true">{count > 99 ? "99+" : count}</span>
              <span className="visually-hidden">{format(m.due, { count })})</span>
            </>
          ) : null}
        </span>
      </NavLink>
    </li>
  );
}
