import { useNavigation } from "react-router";
import { useMessages } from "~/hooks/use-lang";

/** A slim bar at the top while a client navigation is pending. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const t = useMessages();
  const busy = navigation.state !== "idle";
  return (
    <div className={busy ? "nav-progress is-busy" : "nav-progress"} role="status" aria-live="polite">
      {busy ? <span className="visually-hidden">{t.nav.loadingPage}</span> : null}
    </div>
  );
}
