// `npm run build`, after React Router's build: bundles the server (build/server/server.js, which Vite built from
// server.ts in one module graph with the route modules, vite.config.ts) and its dependencies into the one file
// production runs, build/server.js (ADR 008), all ASCII (scripts/ascii-bundle.mjs); and the messages script
// into build/scripts/list-messages.js. esbuild's metafile goes to build/server.meta.json: what each input
// costs (`npx esbuild-visualizer` or https://esbuild.github.io/analyze/), and what the budget test reads.
import { writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { asciiOnly } from "./ascii-bundle.mjs";
import { mimeTypesWithExtensions } from "./bundle/mime-types-with-extensions.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));

const result = await build({
  absWorkingDir: root,
  entryPoints: { server: "build/server/server.js", "scripts/list-messages": "scripts/list-messages.ts" },
  outdir: "build",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  // A native addon, and what only development uses (`npm prune --omit=dev` removes them from the image).
  external: ["better-sqlite3", "pg-native", "vite", "pino-pretty"],
  // What the bundle would carry and never run (issue #32: 3.3 MB before, 1.5 MB budget): Express's body parsers
  // and its "extended" query parser (with iconv-lite and qs), and React DOM's legacy renderToString, which
  // react-dom/server's index brings along with the streaming renderer entry.server.tsx uses. Under `npm run dev`
  // and in the tests from source, the real packages load.
  alias: {
    "body-parser": "./scripts/bundle/no-body-parser.cjs",
    qs: "./scripts/bundle/no-qs.cjs",
    "xml-js": "./scripts/bundle/xml-js-writer.mjs",
    "@opentelemetry/api": "./scripts/bundle/no-opentelemetry.cjs",
    // The saved page's QR code encoder, loaded only in the browser (scripts/bundle/no-uqr.mjs).
    uqr: "./scripts/bundle/no-uqr.mjs",
    "react-dom/server": "./node_modules/react-dom/cjs/react-dom-server.node.production.js",
  },
  // mime-db without the media types no extension names (scripts/bundle/mime-types-with-extensions.mjs).
  plugins: [mimeTypesWithExtensions],
  // Bundled CommonJS code expects `require` for Node's own modules.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
  define: { "process.env.NODE_ENV": '"production"' },
  // Minified, but every function and class keeps its name, so logged stack traces still name them (ADR 020).
  minify: true,
  keepNames: true,
  metafile: true,
  logLevel: "warning",
});
writeFileSync(`${root}/build/server.meta.json`, JSON.stringify(result.metafile));
asciiOnly(`${root}/build/server.js`);
