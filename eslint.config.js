import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const NO_SERVER_LAYER = {
  group: ["**/server/*", "../server", "../../server", "../../../server"],
  message: "app/ never imports the Express layer (server/).",
};
const NO_ROUTES = {
  group: ["~/routes/*", "**/routes/*"],
  message: "Components, hooks and app/lib never import a route module; move what they share into app/lib.",
};
const NO_SCRIPTS = {
  group: ["**/scripts/*", "**/scripts/**"],
  message: "app/ holds what the site runs and never imports the editorial tooling in scripts/ (ADR 029).",
};
const NO_NODE_BUILTINS = {
  group: ["node:*"],
  message: "Only *.server.ts modules may use Node's builtins: name the module so, and keep it out of components.",
};
/** Modules that never reach the browser bundle (React Router refuses to bundle them for it), and tests. */
const SERVER_ONLY = ["app/**/*.server.ts", "app/**/*.server.tsx", "app/**/*.test.ts", "app/**/*.test.tsx"];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "coverage/", "reports/", "screenshots/", "var/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through app/lib/config.ts." },
      ],
    },
  },
  { files: ["app/lib/config.ts", "scripts/**", "test/**", "vitest.config.ts", "bench/**"], rules: { "no-restricted-properties": "off" } },
  // Test files run one after another in one process that keeps its modules (vitest.config.ts, isolate: false):
  // a test replaces no module or global for the files after it.
  {
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message: "Test files share one process (vitest.config.ts, isolate: false): pass the dependency in instead.",
        },
      ],
    },
  },
  // The layers (README "Layout", docs/architecture.md): the app never reaches into the Express layer nor the editorial
  // tooling of scripts/ (ADR 029), components and app/lib never
  // import a route module (routes import them, not the other way round), and only `*.server.ts` modules
  // (never bundled for the browser) use Node's builtins.
  {
    files: ["app/**"],
    ignores: SERVER_ONLY,
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER_LAYER, NO_SCRIPTS, NO_NODE_BUILTINS] }] },
  },
  { files: SERVER_ONLY, rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER_LAYER, NO_SCRIPTS] }] } },
  {
    files: ["app/components/**", "app/lib/**", "app/hooks/**"],
    ignores: SERVER_ONLY,
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER_LAYER, NO_SCRIPTS, NO_NODE_BUILTINS, NO_ROUTES] }] },
  },
  {
    files: ["components", "lib", "hooks"].flatMap((dir) => SERVER_ONLY.map((glob) => glob.replace("app/**/", `app/${dir}/**/`))),
    rules: { "no-restricted-imports": ["error", { patterns: [NO_SERVER_LAYER, NO_SCRIPTS, NO_ROUTES] }] },
  },
);
