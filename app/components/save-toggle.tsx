import { useHydrated } from "~/hooks/use-hydrated";
import { useSavedFacts } from "~/hooks/use-saved-facts";
import { useMessages } from "~/hooks/use-lang";
import { format } from "~/lib/i18n/messages";
import { askToKeepStorage, setSaved } from "~/lib/saved/device-store";

/**
 * Save / 저장: keeps a fact on this device (localStorage). It needs JavaScript, so it appears after
 * hydration, in a space CSS reserves for it (no layout shift).
 */
export function SaveToggle({
  path,
  title,
  compact = false,
  onChange,
}: {
  path: string;
  title: string;
  compact?: boolean;
  /** Told after each press, with the new state (the fact toolbar confirms it in its status line). */
  onChange?: (saved: boolean) => void;
}) {
  const t = useMessages();
  const ready = useHydrated();
  const saved = useSavedFacts().some((f) => f.path === path);
  return (
    <span className={compact ? "save-slot save-slot-compact" : "save-slot"}>
      {ready ? (
        <button
          type="button"
          className={`button button-ghost save-toggle${saved ? " is-saved" : ""}`}
          aria-pressed={saved}
          aria-label={format(saved ? t.saved.unsaveLabel : t.saved.saveLabel, { title })}
          onClick={() => {
            setSaved(path, !saved);
            // Something is kept now: ask the browser not to clear it (Safari may after 7 days without a visit).
            if (!saved) void askToKeepStorage();
            onChange?.(!saved);
          }}
        >
          <span aria-hidden="true">{saved ? "★" : "☆"}</span>
          {compact ? null : <span className="tool-label"> {saved ? t.saved.saved : t.saved.save}</span>}
        </button>
      ) : null}
    </span>
  );
}
