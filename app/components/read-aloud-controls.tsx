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

/**
 * "Listen": reads the `[data-speak]` blocks inside `#targetId` aloud with the Web Speech API, in `langs` order
 * (English then Korean in the side-by-side view), marking the sentence being read. Rendered only once the
 * browser shows it has a voice for one of the languages; stops when the reader leaves the page.
 */
export default function ReadAloudControls({ targetId, langs }: { targetId: string; langs: readonly Lang[] }) {
  const t = useMessages().readAloud;
  const voiced = useVoicedLangs(langs);
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

  if (voiced.length === 0) return null;

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
              className="read-aloud-button"
              onClick={() => {
                player.current?.pause();
                setState("paused");
              }}
            >
              <span aria-hidden="true">❚❚ </span>
              {t.pause}
            </button>
          ) : (
            <button
              type="button"
              className="read-aloud-button"
              onClick={() => {
                player.current?.resume();
                setState("playing");
              }}
            >
              <span aria-hidden="true">▶ </span>
              {t.resume}
            </button>
          )}
          <button type="button" className="read-aloud-button" onClick={stop}>
            <span aria-hidden="true">■ </span>
            {t.stop}
          </button>
        </>
      )}
    </div>
  );
}
