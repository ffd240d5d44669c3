import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
  // The layers (GUIDE.md): the app never reaches into the Express layer, and components and app/lib never
  // import a route module (routes import them, not the other way round).
  {
    files: ["app/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/*", "../server", "../../server", "../../../server"],
              message: "app/ never imports the Express layer (server/).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/components/**", "app/lib/**", "app/hooks/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/*", "../server", "../../server", "../../../server"],
              message: "app/ never imports the Express layer (server/).",
            },
            {
              group: ["~/routes/*", "**/routes/*"],
              message: "Components, hooks and app/lib never import a route module; move what they share into app/lib.",
            },
          ],
        },
      ],
    },
  },
);
