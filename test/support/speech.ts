import type { Page } from "playwright-core";

/** A voice as `speechSynthesis.getVoices()` lists it (only what the app reads). */
export interface Voice {
  name: string;
  lang: string;
}

/** Each utterance the page asked for, in order. */
export interface Said {
  text: string;
  lang: string;
  /** The voice's name, when the page chose one. */
  voice?: string;
  rate: number;
}

/** One English and one Korean voice, as most readers' systems have. */
export const BOTH_VOICES: readonly Voice[] = [
  { name: "Samantha", lang: "en-US" },
  { name: "Yuna", lang: "ko-KR" },
];

/**
 * A speechSynthesis with the given voices that never speaks aloud: it records each utterance, calls its start
 * handler at once, and its end handler only when the test finishes the sentence (`finishSentence`) or the page
 * cancels. It fires no boundary events, as some engines do not. Pass it to `page.addInitScript` with the voices,
 * so it is in place before the page's scripts.
 */
export function stubSpeech(voices: Voice[]): void {
  type Utterance = { text: string; lang: string; rate: number; voice: { name: string } | null; onstart?: () => void; onend?: () => void };
  let current: Utterance | null = null;
  let endNextBeforeStart = false;
  const log: string[] = [];
  const spoken: Said[] = [];
  const synth = {
    getVoices: () => voices,
    speak(u: Utterance) {
      current = u;
      spoken.push({ text: u.text, lang: u.lang, voice: u.voice?.name, rate: u.rate });
      if (endNextBeforeStart) {
        // An engine that drops an utterance: its end arrives first, its start after.
        endNextBeforeStart = false;
        setTimeout(() => {
          if (current === u) current = null;
          u.onend?.();
        }, 0);
      }
      setTimeout(() => u.onstart?.(), 0);
    },
    pause: () => log.push("pause"),
    resume: () => log.push("resume"),
    cancel() {
      log.push("cancel");
      const u = current;
      current = null;
      u?.onend?.();
    },
    addEventListener() {},
    removeEventListener() {},
  };
  Object.defineProperty(window, "speechSynthesis", { value: synth, configurable: true });
  const w = window as unknown as Record<string, unknown>;
  w.SpeechSynthesisUtterance = class {
    lang = "";
    voice = null;
    rate = 1;
    constructor(public text: string) {}
  };
  w.__speech = {
    log,
    spoken,
    finish() {
      const u = current;
      current = null;
      u?.onend?.();
    },
    endNextBeforeStart() {
      endNextBeforeStart = true;
    },
  };
}

interface SpeechRecord {
  /** "pause", "resume" and "cancel", in the order the page called them. */
  log: string[];
  spoken: Said[];
}

/** What the page has asked the stub to say, and to pause, resume or cancel, so far. */
export const speechOf = (page: Page): Promise<SpeechRecord> =>
  page.evaluate(() => {
    const { log, spoken } = (window as unknown as { __speech: SpeechRecord }).__speech;
    return { log, spoken };
  });

/** Ends the utterance being said, as an engine does at the end of a sentence. */
export const finishSentence = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { __speech: { finish: () => void } }).__speech.finish());

/** Makes the next utterance end before it starts, as an engine that drops one does. */
export const endNextBeforeStart = (page: Page): Promise<void> =>
  page.evaluate(() => (window as unknown as { __speech: { endNextBeforeStart: () => void } }).__speech.endNextBeforeStart());
