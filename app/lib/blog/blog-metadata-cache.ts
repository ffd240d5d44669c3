import type { Catalogue } from "../catalogue/catalogue";
import { buildBlogMetadata, type BlogMetadata } from "./blog-metadata";

const built = new WeakMap<Catalogue, { metadata: BlogMetadata; json: string }>();

function entry(catalogue: Catalogue) {
  let hit = built.get(catalogue);
  if (!hit) {
    const metadata = buildBlogMetadata(catalogue);
    hit = { metadata, json: JSON.stringify(metadata) };
    built.set(catalogue, hit);
  }
  return hit;
}

/** Blog metadata of a catalogue, built once (the catalogue never changes while the server runs). */
export function blogMetadataOf(catalogue: Catalogue): BlogMetadata {
  return entry(catalogue).metadata;
}

/** The same metadata serialised once, served as is on every request. */
export function blogMetadataJson(catalogue: Catalogue): string {
  return entry(catalogue).json;
}
