import * as z from "zod";

/** A proper name or species and its standard Korean form (국립국어원 외래어 표기법, 국가생물종목록). */
export const nameSchema = z.strictObject({ en: z.string().trim().min(1), ko: z.string().trim().min(1) });
export type NameEntry = z.infer<typeof nameSchema>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Korean spacing of foreign names varies (마리아나 해구, 마리아나해구): the letters are what must match. */
const letters = (text: string) => text.normalize("NFC").replace(/\s+/g, "");

/** Whether an English text names `en` as a whole word or phrase (Mars, not Marshall). */
export function namesIn(text: string, name: NameEntry): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.en)}(?![\\p{L}\\p{N}])`, "u").test(text);
}

/** Whether a Korean text writes the name in its standard form. */
export function writesName(text: string, name: NameEntry): boolean {
  return letters(text).includes(letters(name.ko));
}

/** The same English name listed with two Korean forms: the shared list must say one thing. */
export function conflictingNames(names: readonly NameEntry[]): string[] {
  const forms = new Map<string, Set<string>>();
  for (const { en, ko } of names) forms.set(en, (forms.get(en) ?? new Set()).add(letters(ko)));
  return [...forms].filter(([, ko]) => ko.size > 1).map(([en]) => en);
}
