import { useCallback, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { useLang, useMessages } from "~/hooks/use-lang";
import type { Lang } from "~/lib/i18n/languages";
import { format } from "~/lib/i18n/messages";
import { listenMessages } from "~/lib/i18n/messages/listen";
import { createSpeechPlayer, RATES, speechItems, type Rate, type SpeechPlayer } from "~/lib/speech/speech-player";
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

export interface ReadAloudProps {
  targetId: string;
  langs: readonly Lang[];
}

/**
 * "Listen": reads the `[data-speak]` blocks inside `#targetId` aloud with the Web Speech API, in `langs` order
 * (English then Korean in the side-by-side view), marking the sentence being read. Without a voice for any of
 * the languages it is not there at all (a dead button looked broken); stops when the reader leaves the page.
 * Playing, its two controls are icons (named for assistive technology) in the space of the one button, so
 * pressing it moves nothing.
 */
export default function ReadAloudControls({ targetId, langs }: ReadAloudProps) {
  const t = useMessages().readAloud;
  const voiced = useVoicedLangs(langs);
  const [state, setState] = useState<State>("idle");
  const lang = useLang();
  const l = listenMessages[lang];
  const other = langs.length > 1 ? langs.find((code) => code !== lang) : undefined;
  const [rate, setRate] = useState<Rate>(1);
  const [pairs, setPairs] = useState(false);
  const names = useMessages().fact.languageNames;
  const missing = langs.filter((code) => !voiced.includes(code));
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

  // While the player is open, a tap on a sentence reads from there (a key term's own button keeps its tap).
  const playRef = useRef(play);
  useEffect(() => {
    playRef.current = play;
  });
  useEffect(() => {
    const root = document.getElementById(targetId);
    if (state === "idle" || !root) return;
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element;
      const sentence = target.closest(".sentence");
      if (sentence && !target.closest("a, button")) playRef.current(sentence);
    };
    root.addEventListener("click", onClick);
    return () => root.removeEventListener("click", onClick);
  }, [state, targetId]);

  // Without a voice for the page's languages (or until the browser has listed its voices) there is no Listen:
  // a button that cannot speak would only look broken. The toolbar keeps its slot last, so nothing moves.
  if (voiced.length === 0) return null;

  function items(pairsMode: boolean) {
    const root = document.getElementById(targetId);
    if (!root) return [];
    const order = pairsMode && other ? [other, lang] : langs;
    return speechItems(root, order, (l) => voiced.includes(l), pairsMode);
  }

  function play(from?: Element, pairsMode = pairs) {
    const s = synth();
    if (!s) return;
    if (!player.current) {
      const voices = Object.fromEntries(voiced.map((l) => [l, { voice: pickVoice(s.getVoices(), l), lang: SPEECH_LANGS[l] }]));
      const current = createSpeechPlayer(
        s,
        voices,
        () => {
          if (player.current === current) stop();
        },
        rate,
      );
      player.current = current;
    }
    const list = items(pairsMode);
    // Switching to pairs goes back to the start of the reader's pair (its row, or its block for the titles).
    const group = (e: Element) => (pairsMode ? (e.closest("tr") ?? e.closest("[data-speak]")) : e);
    const at = from ? list.findIndex((item) => group(item.element) === group(from)) : 0;
    player.current.play(list, Math.max(at, 0));
    setState("playing");
  }

  return (
    <div className="read-aloud" role="group" aria-label={t.listen}>
      {state === "idle" ? (
        <button type="button" className="read-aloud-button" onClick={() => play()}>
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
          <PlayerPanel label={l.player}>
            <button type="button" className="button" onClick={() => player.current?.replay()}>
              <span aria-hidden="true">↺ </span>
              {l.replay}
            </button>
            {/* The speeds as the site's buttons, the current one pressed (a native select looked foreign here). */}
            <span role="group" aria-label={l.speed} style={{ display: "inline-flex", alignItems: "center", gap: "0.25rem" }}>
              <span aria-hidden="true" style={{ whiteSpace: "nowrap", marginInlineEnd: "0.25rem" }}>
                {l.speed}
              </span>
              {RATES.map((r) => (
                <button
                  key={r}
                  type="button"
                  className="button"
                  aria-pressed={r === rate}
                  // The toolbar's pill, filled with the accent when chosen (the panel sits in the toolbar's markup).
                  style={{
                    minWidth: "3.25rem",
                    paddingInline: "0.6rem",
                    ...(r === rate
                      ? { background: "var(--accent)", borderColor: "var(--accent)", color: "var(--accent-contrast)", fontWeight: 700 }
                      : {}),
                  }}
                  onClick={() => {
                    setRate(r);
                    player.current?.setRate(r);
                    setState("playing");
                  }}
                >
                  {r}×
                </button>
              ))}
            </span>
            {other ? (
              <label>
                <input
                  type="checkbox"
                  checked={pairs}
                  onChange={(event) => {
                    setPairs(event.target.checked);
                    play(player.current?.current(), event.target.checked);
                  }}
                />{" "}
                {format(l.pairs, { other: names[other], own: names[lang] })}
              </label>
            ) : null}
            <span>{l.tapHint}</span>
            {missing.map((code) => (
              <span key={code}>{format(l.missingVoice, { language: names[code] })}</span>
            ))}
          </PlayerPanel>
        </>
      )}
    </div>
  );
}

/**
 * The player's options while it reads, in a bar along the bottom of the window: a popover in the top layer, so
 * opening it moves nothing on the page. Its styles are set by script (this chunk only runs after hydration), so
 * the page's stylesheet pays nothing for it.
 */
function PlayerPanel({ label, children }: { label: string; children: React.ReactNode }) {
  const panel = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = panel.current;
    element?.showPopover?.();
    // The page keeps the panel's height clear at the bottom of the window: a sentence scrolled into view as it is
    // read stops above the panel, never under it, and the page's end can scroll above it too.
    const root = document.documentElement;
    const before = { scroll: root.style.scrollPaddingBottom, padding: document.body.style.paddingBottom };
    const keepClear = () => {
      const height = element?.getBoundingClientRect().height ?? 0;
      root.style.scrollPaddingBottom = `${Math.ceil(height) + 8}px`;
      document.body.style.paddingBottom = `${Math.ceil(height)}px`;
    };
    keepClear();
    const resized = typeof ResizeObserver === "undefined" || !element ? undefined : new ResizeObserver(keepClear);
    if (element) resized?.observe(element);
    return () => {
      resized?.disconnect();
      root.style.scrollPaddingBottom = before.scroll;
      document.body.style.paddingBottom = before.padding;
      if (element?.isConnected && element.matches(":popover-open")) element.hidePopover();
    };
  }, []);
  return (
    <div
      ref={panel}
      popover="manual"
      role="group"
      aria-label={label}
      style={{
        inset: "auto 0 0 0",
        margin: 0,
        width: "100%",
        maxWidth: "none",
        border: 0,
        borderTop: "1px solid var(--border)",
        padding: "0.5rem 1rem",
        background: "var(--surface)",
        color: "var(--text)",
      }}
    >
      <div style={{ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem 1rem", fontSize: "0.9rem" }}>{children}</div>
    </div>
  );
}
