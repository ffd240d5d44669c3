import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

// react-router's package exports point at its development build only (remix-run/react-router#14102); its
// production build is the same code without dev warnings. The browser build takes it (0.6 KB less, gzipped);
// the server and the dev server keep the package's own, so that one copy serves every import there.
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [reactRouter()],
  resolve: {
    tsconfigPaths: true,
    alias:
      command !== "build" || isSsrBuild
        ? []
        : [
            { find: /^react-router$/, replacement: reactRouterProduction("index.mjs") },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction("dom-export.mjs") },
          ],
  },
}));
