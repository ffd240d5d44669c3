// The compiled catalogue: what a successful validation of exact source bytes produced, laid out so that
// the server can start without decoding, parsing and validating every text again (ADR 009).
//
// Layout: MAGIC | u32 LE head length | head (UTF-8 JSON) | texts (UTF-8) | SHA-256 of all before it.
// The head holds the categories and every fact, newest first, with each translation's long texts
// (body, detail, seoDescription, seoKeywords, tags) and the fact's sources and glossary replaced by byte
// ranges into the texts, decoded each time they are read. Corrections stay in the head: they are few and short, and every feed and sitemap reads their dates.
import { createHash } from "node:crypto";
import type { Lang } from "../i18n/languages";
import { indexCatalogue, type Catalogue } from "./catalogue";
import type { Category, Fact, FactTranslation } from "./schema";

/** Part of every digest; bumped when the layout changes. (Each build also drops every compiled catalogue.) */
const FORMAT = 3;
const MAGIC = Buffer.from("CURIOCAT", "latin1");
const CHECKSUM_BYTES = 32;
const HEAD_START = MAGIC.length + 4;

/** One catalogue source file as read from disk. */
export interface SourceFile {
  /** Path relative to the catalogue folder, e.g. "facts/space.json". */
  name: string;
  bytes: Buffer;
}

/**
 * Byte ranges in the texts, start and end in turn: body, detail (as JSON), seoDescription, seoKeywords
 * and tags (as JSON); -1, -1 for an absent one.
 */
type TextRanges = [number, number, number, number, number, number, number, number, number, number];
type StoredTranslation = Pick<FactTranslation, "title" | "readingTimeMinutes" | "reviewedAt" | "reviewedAgainst"> & { text: TextRanges };
/** A fact's sources and glossary (as JSON) are ranges in the texts too: they are only read on its own page. */
type StoredFact = Omit<Fact, "translations" | "sources" | "glossary"> & {
  sources: [number, number];
  glossary: [number, number];
  translations: Partial<Record<Lang, StoredTranslation>>;
};
interface Head {
  digest: string;
  categories: readonly Category[];
  facts: StoredFact[];
}

export class CompiledCatalogueError extends Error {
  override name = "CompiledCatalogueError";
}

/** Names exact source bytes (and this format): a compiled catalogue is only ever read for the sources it was made from. */
export function sourceDigest(files: readonly SourceFile[]): string {
  const hash = createHash("sha256").update(`curio-catalogue-${FORMAT}\n`);
  for (const file of files) hash.update(`${file.name}\n${file.bytes.length}\n`).update(file.bytes);
  return hash.digest("hex");
}

/** Lays out a validated catalogue for the sources named by `digest`. */
export function compileCatalogue(catalogue: Catalogue, digest: string): Buffer {
  const texts: Buffer[] = [];
  let offset = 0;
  const put = (text: string | undefined): [number, number] => {
    if (text === undefined) return [-1, -1];
    const bytes = Buffer.from(text, "utf8");
    texts.push(bytes);
    offset += bytes.length;
    return [offset - bytes.length, offset];
  };
  const facts = catalogue.facts.map(({ translations, sources, glossary, ...fact }): StoredFact => {
    const stored: StoredFact["translations"] = {};
    for (const lang of Object.keys(translations) as Lang[]) {
      const { title, readingTimeMinutes, reviewedAt, reviewedAgainst, body, detail, seoDescription, seoKeywords, tags } =
        translations[lang]!;
      const text = [
        ...put(body),
        ...put(JSON.stringify(detail)),
        ...put(seoDescription),
        ...put(JSON.stringify(seoKeywords)),
        ...put(JSON.stringify(tags)),
      ] as TextRanges;
      stored[lang] = { title, readingTimeMinutes, reviewedAt, reviewedAgainst, text };
    }
    return { ...fact, sources: put(sources && JSON.stringify(sources)), glossary: put(JSON.stringify(glossary)), translations: stored };
  });
  const head = Buffer.from(JSON.stringify({ digest, categories: catalogue.categories, facts } satisfies Head), "utf8");
  const headLength = Buffer.alloc(4);
  headLength.writeUInt32LE(head.length);
  const body = Buffer.concat([MAGIC, headLength, head, ...texts]);
  return Buffer.concat([body, createHash("sha256").update(body).digest()]);
}

/** Reads a compiled catalogue; throws CompiledCatalogueError when it is damaged or was made from other sources. */
export function readCompiledCatalogue(bytes: Buffer, digest: string): Catalogue {
  if (bytes.length < HEAD_START + CHECKSUM_BYTES || !bytes.subarray(0, MAGIC.length).equals(MAGIC)) {
    throw new CompiledCatalogueError("not a compiled catalogue");
  }
  const body = bytes.subarray(0, bytes.length - CHECKSUM_BYTES);
  if (!createHash("sha256").update(body).digest().equals(bytes.subarray(body.length))) {
    throw new CompiledCatalogueError("checksum mismatch (damaged file)");
  }
  const headEnd = HEAD_START + bytes.readUInt32LE(MAGIC.length);
  if (headEnd > body.length) throw new CompiledCatalogueError("head runs past the end");
  const head = JSON.parse(body.toString("utf8", HEAD_START, headEnd)) as Head;
  if (head.digest !== digest) throw new CompiledCatalogueError("made from other sources");
  const texts = body.subarray(headEnd);
  const facts = head.facts.map((stored) => {
    const translations: Fact["translations"] = {};
    for (const lang of Object.keys(stored.translations) as Lang[]) {
      const translation = stored.translations[lang]!;
      translations[lang] = new Proxy(
        new CompiledTranslation(translation, texts),
        translation.text[4] < 0 ? TRANSLATION_WITHOUT_DESCRIPTION : TRANSLATION,
      );
    }
    return new Proxy(new CompiledFact(stored, translations, texts), stored.sources[0] < 0 ? FACT_WITHOUT_SOURCES : FACT);
  });
  return indexCatalogue(head.categories, facts);
}

function checkRanges(ranges: readonly number[], texts: Buffer): void {
  for (let i = 0; i < ranges.length; i += 2) {
    const [start, end] = [ranges[i]!, ranges[i + 1]!];
    if (!(start === -1 && end === -1) && !(start >= 0 && start <= end && end <= texts.length)) {
      throw new CompiledCatalogueError("text range out of bounds");
    }
  }
}

function readText(texts: Buffer, start: number, end: number): string | undefined {
  return start < 0 ? undefined : texts.toString("utf8", start, end);
}

// Classes with getters on the prototype rather than objects with getters of their own: 10,000 facts
// are made in about 8 ms instead of about 90 (an own accessor costs some 10 µs to define). Each object is
// handed out behind a Proxy that shows the getters as own, enumerable properties, so a spread
// (`{ ...translation }`), Object.keys and JSON.stringify see every field of a compiled fact as they would a
// plain one (issue #32: a spread type-checked and lost `body`), and a text is still decoded only when read.
// The Proxy reads through to the object itself, whose getters reach its private fields.

/** A Proxy handler that shows the `present` getters of its target as own, enumerable properties. */
function spreadSafe<T extends object>(present: readonly string[]): ProxyHandler<T> {
  return {
    get: (object, key) => Reflect.get(object, key, object),
    has: (object, key) => present.includes(key as string) || Reflect.has(object, key),
    ownKeys: (object) => [...Reflect.ownKeys(object), ...present],
    getOwnPropertyDescriptor: (object, key) =>
      present.includes(key as string)
        ? { get: () => Reflect.get(object, key, object) as unknown, enumerable: true, configurable: true }
        : Reflect.getOwnPropertyDescriptor(object, key),
  };
}

const TRANSLATION = spreadSafe<CompiledTranslation>(["body", "detail", "seoDescription", "seoKeywords", "tags"]);
const TRANSLATION_WITHOUT_DESCRIPTION = spreadSafe<CompiledTranslation>(["body", "detail", "seoKeywords", "tags"]);
const FACT = spreadSafe<CompiledFact>(["sources", "glossary"]);
const FACT_WITHOUT_SOURCES = spreadSafe<CompiledFact>(["glossary"]);

/** A translation read from a compiled catalogue; its long texts, keywords and tags are decoded when read. */
class CompiledTranslation implements FactTranslation {
  readonly title: string;
  declare readonly readingTimeMinutes?: number;
  declare readonly reviewedAt?: string;
  declare readonly reviewedAgainst?: string;
  readonly #text: TextRanges;
  readonly #texts: Buffer;

  constructor({ title, readingTimeMinutes, reviewedAt, reviewedAgainst, text }: StoredTranslation, texts: Buffer) {
    checkRanges(text, texts);
    if (text[0] < 0 || text[2] < 0 || text[6] < 0 || text[8] < 0) {
      throw new CompiledCatalogueError("a translation lacks its body, detail, keywords or tags");
    }
    this.title = title;
    if (readingTimeMinutes !== undefined) this.readingTimeMinutes = readingTimeMinutes;
    if (reviewedAt !== undefined) this.reviewedAt = reviewedAt;
    if (reviewedAgainst !== undefined) this.reviewedAgainst = reviewedAgainst;
    this.#text = text;
    this.#texts = texts;
  }

  get body(): string {
    return readText(this.#texts, this.#text[0], this.#text[1])!;
  }

  get detail(): string[] {
    return JSON.parse(readText(this.#texts, this.#text[2], this.#text[3])!) as string[];
  }

  get seoDescription(): string | undefined {
    return readText(this.#texts, this.#text[4], this.#text[5]);
  }

  get seoKeywords(): string[] {
    return JSON.parse(readText(this.#texts, this.#text[6], this.#text[7])!) as string[];
  }

  get tags(): string[] {
    return JSON.parse(readText(this.#texts, this.#text[8], this.#text[9])!) as string[];
  }
}

/** A fact read from a compiled catalogue; its sources and glossary are decoded when read. */
class CompiledFact implements Fact {
  readonly id: string;
  readonly slug: string;
  readonly category: string;
  readonly path: string;
  readonly addedAt: string;
  readonly publishedDate: string;
  declare readonly updatedDate?: string;
  declare readonly ogImage?: string;
  readonly priority: number;
  declare readonly corrections?: Fact["corrections"];
  readonly translations: Fact["translations"];
  readonly #sources: [number, number];
  readonly #glossary: [number, number];
  readonly #texts: Buffer;

  constructor(stored: StoredFact, translations: Fact["translations"], texts: Buffer) {
    checkRanges([...stored.sources, ...stored.glossary], texts);
    if (stored.glossary[0] < 0) throw new CompiledCatalogueError("a fact lacks its glossary");
    this.id = stored.id;
    this.slug = stored.slug;
    this.category = stored.category;
    this.path = stored.path;
    this.addedAt = stored.addedAt;
    this.publishedDate = stored.publishedDate;
    if (stored.updatedDate !== undefined) this.updatedDate = stored.updatedDate;
    if (stored.ogImage !== undefined) this.ogImage = stored.ogImage;
    this.priority = stored.priority;
    if (stored.corrections !== undefined) this.corrections = stored.corrections;
    this.translations = translations;
    this.#sources = stored.sources;
    this.#glossary = stored.glossary;
    this.#texts = texts;
  }

  get sources(): Fact["sources"] {
    const json = readText(this.#texts, ...this.#sources);
    return json === undefined ? undefined : (JSON.parse(json) as Fact["sources"]);
  }

  get glossary(): Fact["glossary"] {
    return JSON.parse(readText(this.#texts, ...this.#glossary)!) as Fact["glossary"];
  }
}
