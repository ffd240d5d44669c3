import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";

// react-router's package exports point at its development build only (remix-run/react-router#14102); its
// production build is the same code without dev warnings. The browser build takes it (0.6 KB less, gzipped);
// the server and the dev server keep the package's own, so that one copy serves every import there.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

// A page's scripts in few files (issue #21): React, React DOM and React Router in one; the app code of the
// site's frame (five routes or more use it) in another; components two routes share in a third; then each
// route's own. Over HTTP/1.1 each file costs a round trip on one of six connections (Lighthouse's slow 4G
// counts every one: 23 files before, 10 now), and each file compresses on its own.
const APP = /[\\/]app[\\/]/;
// A group takes its modules' dependencies along: the catalogue schema and the JSON API's modules (resource
// routes the browser never loads) would bring zod.
const SERVER_SIDE = /[\\/]app[\\/]lib[\\/](api[\\/]|catalogue[\\/]schema)/;
const CLIENT_CHUNKS = {
  groups: [
    { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 2 },
    {
      name: "shared",
      test: (id: string) => APP.test(id) && !SERVER_SIDE.test(id),
      tags: ["$initial" as const],
      minShareCount: 5,
      priority: 1,
    },
    // Two routes' own parts in files of their own, out of the components every fact page loads: the blog's and
    // search's pages of results, the contact and report forms' fields.
    { name: "pagination", test: /[\\/]app[\\/](components|lib[\\/]blog)[\\/]pagination\./, minShareCount: 2, priority: 1 },
    { name: "form-parts", test: /[\\/]app[\\/]components[\\/]form-parts\./, minShareCount: 2, priority: 1 },
    { name: "components", test: /[\\/]app[\\/](components|hooks)[\\/]/, tags: ["$initial" as const], minShareCount: 2 },
  ],
};

// The server build (issue #32): React Router's server build and server.ts are two entries of one module graph,
// so every app module is compiled once and the route modules and the server share its module-level state.
// build/server/index.js stays the server build that the tests and `createServer()` from source load;
// build/server/server.js is the server, which `npm run build` then bundles with its dependencies into
// build/server.js (ADR 008). In this build, server.ts's literal import of build/server/index.js is the server
// build itself, not last build's file.
const SERVER_BUILD = "virtual:react-router/server-build";
const SERVER_ENTRIES = { index: SERVER_BUILD, server: "./server.ts" };
// React Router names its one server entry index.js; with two, each takes its own name.
const serverEntryNames: Plugin = {
  name: "curio:server-entry-names",
  apply: (_config, env) => env.command === "build" && env.isSsrBuild === true,
  config: () => ({ build: { rollupOptions: { output: { entryFileNames: "[name].js" } } } }),
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter(), serverEntryNames],
  resolve: {
    tsconfigPaths: true,
    alias:
      command !== "build"
        ? []
        : isSsrBuild
          ? [{ find: /^\.\/build\/server\/index\.js$/, replacement: SERVER_BUILD }]
          : [
              { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
              { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
            ],
  },
  build:
    command !== "build"
      ? {}
      : isSsrBuild
        ? { rollupOptions: { input: SERVER_ENTRIES } }
        : { rollupOptions: { output: { entryFileNames: "assets/[name]-[hash].js", codeSplitting: CLIENT_CHUNKS } } },
}));
