import type { Lang } from "../i18n/languages";

/** One thing to say: a sentence on the page, in its language. */
export interface SpeechItem {
  element: Element;
  text: string;
  lang: Lang;
}

export const SPEAKING_CLASS = "is-speaking";

/**
 * Reads items one utterance at a time, marking the element being read. One utterance per sentence, because
 * boundary events are unreliable across voices; `onDone` runs when the last one ends or the reading stops.
 * Part of the read-aloud code the page loads only once it has hydrated (components/read-aloud.tsx).
 */
export function createSpeechPlayer(
  synth: SpeechSynthesis,
  items: readonly SpeechItem[],
  voices: Partial<Record<Lang, { voice?: SpeechSynthesisVoice; lang: string }>>,
  onDone: () => void,
) {
  let index = 0;
  let stopped = false;
  const reducedMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;

  const unmark = () => items[index]?.element.classList.remove(SPEAKING_CLASS);
  const finish = () => {
    unmark();
    stopped = true;
    onDone();
  };

  function speak() {
    if (stopped) return;
    const item = items[index];
    if (!item) return finish();
    const utterance = new SpeechSynthesisUtterance(item.text);
    const voice = voices[item.lang];
    if (voice) {
      utterance.lang = voice.lang;
      if (voice.voice) utterance.voice = voice.voice;
    }
    utterance.onstart = () => {
      item.element.classList.add(SPEAKING_CLASS);
      item.element.scrollIntoView?.({ block: "nearest", behavior: reducedMotion ? "auto" : "smooth" });
    };
    // Cancelling fires end or error on the current utterance: a stopped player says nothing more.
    const next = () => {
      if (stopped) return;
      item.element.classList.remove(SPEAKING_CLASS);
      index++;
      speak();
    };
    utterance.onend = next;
    utterance.onerror = next;
    synth.speak(utterance);
  }

  return {
    play() {
      synth.cancel();
      speak();
    },
    pause: () => synth.pause(),
    resume: () => synth.resume(),
    stop() {
      if (stopped) return;
      stopped = true;
      unmark();
      synth.cancel();
    },
  };
}

export type SpeechPlayer = ReturnType<typeof createSpeechPlayer>;

/**
 * What to read inside `root`: every `[data-speak]` block whose language has a voice, in reading order (its
 * `data-speak` row, then `order` of languages), each as its `.sentence` pieces.
 */
export function speechItems(root: Element, order: readonly Lang[], voiced: (lang: Lang) => boolean): SpeechItem[] {
  const blocks = [...root.querySelectorAll<HTMLElement>("[data-speak]")]
    .map((element, position) => ({ element, position, row: Number(element.dataset.speak), lang: element.lang as Lang }))
    .filter((b) => order.includes(b.lang) && voiced(b.lang))
    .sort((a, b) => a.row - b.row || order.indexOf(a.lang) - order.indexOf(b.lang) || a.position - b.position);
  return blocks.flatMap(({ element, lang }) => {
    const sentences = [...element.querySelectorAll(".sentence")];
    return (sentences.length > 0 ? sentences : [element])
      .map((e) => ({ element: e, text: e.textContent?.trim() ?? "", lang }))
      .filter((item) => item.text.length > 0);
  });
}
