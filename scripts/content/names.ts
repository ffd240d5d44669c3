import * as z from "zod";

/**
 * A proper name or species and its standard Korean form (국립국어원 외래어 표기법, 국가생물종목록). `variants` lists
 * the other forms the name has been written in (호주 and 오스트레일리아): one name, one spelling across the
 * catalogue, so check:content reports every Korean text that writes a variant.
 */
export const nameSchema = z
  .strictObject({
    en: z.string().trim().min(1),
    ko: z.string().trim().min(1),
    variants: z.array(z.string().trim().min(1)).min(1, "must be left out rather than empty").optional(),
  })
  .refine((name) => !name.variants?.some((variant) => letters(variant) === letters(name.ko)), {
    message: "lists the standard form among its variants",
    path: ["variants"],
  });
export type NameEntry = z.infer<typeof nameSchema>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Korean spacing of foreign names varies (마리아나 해구, 마리아나해구): the letters are what must match. */
function letters(text: string): string {
  return text.normalize("NFC").replace(/\s+/g, "");
}
/** A Korean form as a pattern that allows any spacing between its letters. */
const spaced = (form: string) => [...letters(form)].map(escapeRegExp).join("\\s*");

/** Whether an English text names `en` as a whole word or phrase (Mars, not Marshall). */
export function namesIn(text: string, name: NameEntry): boolean {
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(name.en)}(?![\\p{L}\\p{N}])`, "u").test(text);
}

/** Whether a Korean text writes the name in its standard form. */
export function writesName(text: string, name: NameEntry): boolean {
  return letters(text).includes(letters(name.ko));
}

/**
 * The variants of listed names a Korean text writes, each with the name it is a variant of. A variant counts where a
 * word starts with it (오스트레일리아의, not 웨스턴오스트레일리아주), and never inside a listed name's standard form.
 */
export function variantsIn(text: string, names: readonly NameEntry[]): { variant: string; name: NameEntry }[] {
  const withVariants = names.filter((name) => name.variants);
  if (withVariants.length === 0) return [];
  // Blank out every standard form that contains a variant, longest first, so that a listed name is never reported.
  const variants = withVariants.flatMap((name) => name.variants!.map(letters));
  const masked = names
    .map((name) => name.ko)
    .filter((form) => variants.some((variant) => letters(form).includes(variant)))
    .sort((a, b) => b.length - a.length)
    .reduce((t, form) => t.replace(new RegExp(spaced(form), "gu"), (m) => " ".repeat(m.length)), text.normalize("NFC"));
  const found: { variant: string; name: NameEntry }[] = [];
  for (const name of withVariants)
    for (const variant of name.variants!) {
      const match = new RegExp(`(?<![가-힣])${spaced(variant)}`, "u").exec(masked);
      if (match) found.push({ variant: match[0], name });
    }
  return found;
}

/** Names the shared list contradicts itself on: one English name with two Korean forms, or a form refused as a variant of one name and standard for another. */
export function conflictingNames(names: readonly NameEntry[]): { en: string; message: string }[] {
  const forms = new Map<string, Set<string>>();
  for (const { en, ko } of names) forms.set(en, (forms.get(en) ?? new Set()).add(letters(ko)));
  const conflicts = [...forms]
    .filter(([, ko]) => ko.size > 1)
    .map(([en]) => ({ en, message: "is listed with two different Korean forms" }));
  const standard = new Map(names.map((name) => [letters(name.ko), name.en]));
  for (const name of names)
    for (const variant of name.variants ?? []) {
      const owner = standard.get(letters(variant));
      if (owner !== undefined)
        conflicts.push({ en: name.en, message: `refuses "${variant}", which is the standard Korean form of ${owner}` });
    }
  return conflicts;
}
