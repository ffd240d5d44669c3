// mime-db in build/server.js (scripts/bundle-server.mjs): only the media types that have a file extension, each
// entry whole (source, charset, compressible, extensions). Express, send, accepts and type-is look types up by
// extension or short name (`res.type("json")`), so every such lookup gives the same answer as the full
// database; the ~1,500 registered types without an extension (150 KB of the bundle) can never be found that way.
// `compression` asks the database whether a type is compressible and falls back to the rule every registered
// type without an extension follows (text/*, +json, +text, +xml); test/integration/server-bundle.test.ts checks
// that every type Curio sends is answered as the full database answers it.
import { readFileSync } from "node:fs";

/** @param {Record<string, { extensions?: string[] }>} db */
export function typesWithExtensions(db) {
  return Object.fromEntries(Object.entries(db).filter(([, entry]) => entry.extensions?.length));
}

/** An esbuild plugin that gives mime-db's db.json the entries above. */
export const mimeTypesWithExtensions = {
  name: "mime-types-with-extensions",
  /** @param {import("esbuild").PluginBuild} build */
  setup(build) {
    build.onLoad({ filter: /[\\/]mime-db[\\/]db\.json$/ }, ({ path }) => ({
      contents: JSON.stringify(typesWithExtensions(JSON.parse(readFileSync(path, "utf8")))),
      loader: "json",
    }));
  },
};
