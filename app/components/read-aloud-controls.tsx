import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useMessages } from "~/hooks/use-lang";
import type { Lang } from "~/lib/i18n/languages";
import { createSpeechPlayer, speechItems, type SpeechPlayer } from "~/lib/speech/speech-player";
import { pickVoice, SPEECH_LANGS } from "~/lib/speech/voices";

type State = "idle" | "playing" | "paused";

const synth = () => (typeof window !== "undefined" && "speechSynthesis" in window ? window.speechSynthesis : undefined);

// Voices arrive late in some browsers (after `voiceschanged`); the list is read again each time they change.
function subscribeVoices(onChange: () => void) {
  const s = synth();
  s?.addEventListener?.("voiceschanged", onChange);
  return () => s?.removeEventListener?.("voiceschanged", onChange);
}

/** Which of `langs` the browser has a voice for, as a stable string ("" on the server and before hydration). */
function useVoicedLangs(langs: readonly Lang[]): Lang[] {
  const key = useSyncExternalStore(
    subscribeVoices,
    () => {
      const voices = synth()?.getVoices() ?? [];
      return langs.filter((l) => pickVoice(voices, l)).join(",");
    },
    () => "",
  );
  return key ? (key.split(",") as Lang[]) : [];
}

/** How long to wait for voices that arrive late before saying there are none. */
const VOICE_WAIT_MS = 1500;

/** True once the browser has had time to list its voices (at once when it has no speech synthesis at all). */
function useVoicesSettled(): boolean {
  const [settled, setSettled] = useState(() => synth() === undefined);
  useEffect(() => {
    if (settled) return;
    const timer = window.setTimeout(() => setSettled(true), VOICE_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [settled]);
  return settled;
}

export interface ReadAloudProps {
  targetId: string;
  langs: readonly Lang[];
  /** Told once it is clear the browser has no voice for any of `langs` (and again when the disabled button is
   * pressed: `pressed`), so the page can say why. */
  onUnavailable?: (pressed: boolean) => void;
  /** The element that says why Listen is unavailable (its description). */
  describedBy?: string;
}

/**
 * "Listen": reads the `[data-speak]` blocks inside `#targetId` aloud with the Web Speech API, in `langs` order
 * (English then Korean in the side-by-side view), marking the sentence being read. Without a voice for any of
 * the languages it stays a disabled button whose description says why; stops when the reader leaves the page.
 * Playing, its two controls are icons (named for assistive technology) in the space of the one button, so
 * pressing it moves nothing.
 */
export default function ReadAloudControls({ targetId, langs, onUnavailable, describedBy }: ReadAloudProps) {
  const t = useMessages().readAloud;
  const voiced = useVoicedLangs(langs);
  const settled = useVoicesSettled();
  const unavailable = settled && voiced.length === 0;
  const [state, setState] = useState<State>("idle");
  const player = useRef<SpeechPlayer | null>(null);
  const { pathname } = useLocation();

  const stop = useCallback(() => {
    player.current?.stop();
    player.current = null;
    setState("idle");
  }, []);

  // Leaving the page (or going to another fact with the same route) ends the reading.
  useEffect(() => stop, [pathname, stop]);
  useEffect(() => {
    window.addEventListener("pagehide", stop);
    return () => window.removeEventListener("pagehide", stop);
  }, [stop]);

  useEffect(() => {
    if (unavailable) onUnavailable?.(false);
  }, [unavailable, onUnavailable]);

  if (voiced.length === 0)
    return (
      <div className="read-aloud">
        <button
          type="button"
          className="read-aloud-button"
          aria-disabled="true"
          aria-describedby={unavailable ? describedBy : undefined}
          onClick={() => onUnavailable?.(true)}
        >
          <span aria-hidden="true">▶ </span>
          {t.listen}
        </button>
      </div>
    );

  function play() {
    const s = synth();
    const root = document.getElementById(targetId);
    if (!s || !root) return;
    player.current?.stop();
    const items = speechItems(root, langs, (l) => voiced.includes(l));
    const voices = Object.fromEntries(voiced.map((l) => [l, { voice: pickVoice(s.getVoices(), l), lang: SPEECH_LANGS[l] }]));
    const current = createSpeechPlayer(s, items, voices, () => {
      if (player.current === current) stop();
    });
    player.current = current;
    setState("playing");
    current.play();
  }

  return (
    <div className="read-aloud" role="group" aria-label={t.listen}>
      {state === "idle" ? (
        <button type="button" className="read-aloud-button" onClick={play}>
          <span aria-hidden="true">▶ </span>
          {t.listen}
        </button>
      ) : (
        <>
          {state === "playing" ? (
            <button
              type="button"
              className="read-aloud-button read-aloud-icon"
              title={t.pause}
              onClick={() => {
                player.current?.pause();
                setState("paused");
              }}
            >
              <span aria-hidden="true">❚❚</span>
              <span className="visually-hidden">{t.pause}</span>
            </button>
          ) : (
            <button
              type="button"
              className="read-aloud-button read-aloud-icon"
              title={t.resume}
              onClick={() => {
                player.current?.resume();
                setState("playing");
              }}
            >
              <span aria-hidden="true">▶</span>
              <span className="visually-hidden">{t.resume}</span>
            </button>
          )}
          <button type="button" className="read-aloud-button read-aloud-icon" title={t.stop} onClick={stop}>
            <span aria-hidden="true">■</span>
            <span className="visually-hidden">{t.stop}</span>
          </button>
        </>
      )}
    </div>
  );
}
