import type { Lang } from "../i18n/languages";

/** One thing to say: a sentence on the page, in its language. */
export interface SpeechItem {
  element: Element;
  text: string;
  lang: Lang;
}

export const SPEAKING_CLASS = "is-speaking";

/** The speeds a reader may choose. */
export const RATES = [0.75, 1, 1.25] as const;
export type Rate = (typeof RATES)[number];

/**
 * Reads items one utterance at a time, marking the element being read from that utterance's own start and end
 * events (boundary events do not fire on Chrome for Android nor for Google voices). Each (re)start cancels what
 * is being said and begins a new run: events of an earlier run are ignored. `onDone` runs when the last item
 * ends. Part of the read-aloud code the page loads only once it has hydrated (components/read-aloud.tsx).
 */
export function createSpeechPlayer(
  synth: SpeechSynthesis,
  voices: Partial<Record<Lang, { voice?: SpeechSynthesisVoice; lang: string }>>,
  onDone: () => void,
  initialRate: Rate = 1,
) {
  let items: readonly SpeechItem[] = [];
  let index = 0;
  let rate = initialRate;
  let run = 0;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

  const unmark = () => items[index]?.element.classList.remove(SPEAKING_CLASS);

  function speak(mine: number) {
    if (mine !== run) return;
    const item = items[index];
    if (!item) {
      run++;
      return onDone();
    }
    const utterance = new SpeechSynthesisUtterance(item.text);
    const voice = voices[item.lang];
    if (voice) {
      utterance.lang = voice.lang;
      if (voice.voice) utterance.voice = voice.voice;
    }
    utterance.rate = rate;
    // An engine may report an utterance's end before its start (one it dropped, or a start event still queued):
    // once ended, a late start marks nothing, and a second end (error and end both) moves on only once.
    let ended = false;
    utterance.onstart = () => {
      if (mine !== run || ended) return;
      item.element.classList.add(SPEAKING_CLASS);
      item.element.scrollIntoView?.({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" });
    };
    // Cancelling fires end or error on the current utterance: an earlier run says nothing more.
    const next = () => {
      if (mine !== run || ended) return;
      ended = true;
      item.element.classList.remove(SPEAKING_CLASS);
      index++;
      speak(mine);
    };
    utterance.onend = next;
    utterance.onerror = next;
    synth.speak(utterance);
  }

  function start() {
    unmark();
    const mine = ++run;
    synth.cancel();
    // A paused engine keeps new utterances paused too.
    synth.resume();
    speak(mine);
  }

  return {
    /** Reads `list` from its `from`th item. */
    play(list: readonly SpeechItem[], from = 0) {
      unmark();
      items = list;
      index = Math.max(0, Math.min(from, list.length - 1));
      start();
    },
    /** Says the current sentence again, then goes on. */
    replay: start,
    /** The speed of every utterance from now on; the current sentence starts again at it. */
    setRate(next: Rate) {
      rate = next;
      if (items.length > 0) start();
    },
    /** The element being read (or last read). */
    current: () => items[index]?.element,
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop() {
      unmark();
      run++;
      synth.cancel();
    },
  };
}

export type SpeechPlayer = ReturnType<typeof createSpeechPlayer>;

const pairOf = (element: HTMLElement) => Number(element.dataset.cell?.split("-")[1] ?? 0);

/**
 * What to read inside `root`: every `[data-speak]` block whose language has a voice, in reading order (its
 * `data-speak` row, then `order` of languages), each as its `.sentence` pieces. With `pairs`, a row goes pair
 * by pair (`data-cell`), each pair in `order` of languages: the learner's mode of the side-by-side page.
 */
export function speechItems(root: Element, order: readonly Lang[], voiced: (lang: Lang) => boolean, pairs = false): SpeechItem[] {
  const blocks = [...root.querySelectorAll<HTMLElement>("[data-speak]")]
    .map((element, position) => ({
      element,
      position,
      row: Number(element.dataset.speak),
      pair: pairs ? pairOf(element) : 0,
      lang: element.lang as Lang,
    }))
    .filter((b) => order.includes(b.lang) && voiced(b.lang))
    .sort((a, b) => a.row - b.row || a.pair - b.pair || order.indexOf(a.lang) - order.indexOf(b.lang) || a.position - b.position);
  return blocks.flatMap(({ element, lang }) => {
    const sentences = [...element.querySelectorAll(".sentence")];
    return (sentences.length > 0 ? sentences : [element])
      .map((e) => ({ element: e, text: e.textContent?.trim() ?? "", lang }))
      .filter((item) => item.text.length > 0);
  });
}
