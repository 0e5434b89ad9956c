// @ts-check
// Lint (docs/decisions/026): the recommended rules of ESLint and typescript-eslint, React's and the rules of hooks
// for the screens, and jsx-a11y for what people use. Formatting is Prettier's (npm run format), never a lint rule.
import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  {
    ignores: [
      "build/",
      ".react-router/",
      "node_modules/",
      "test-results/",
      "test-reports/",
      "playwright-report/",
      "data/",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // One way to import a type (verbatimModuleSyntax asks for it too).
      "@typescript-eslint/consistent-type-imports": [
        "error",
        { fixStyle: "inline-type-imports", disallowTypeAnnotations: false },
      ],
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" },
      ],
      // An empty catch is a deliberate "best effort" (a storage quota, a closed socket); other empty blocks are not.
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx,js}"],
    ignores: ["app/**/*.server.ts", "app/**/*.test.ts"],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ["app/**/*.tsx"],
    ...react.configs.flat.recommended,
    ...react.configs.flat["jsx-runtime"],
    settings: { react: { version: "19" } },
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["app/**/*.tsx"],
    rules: {
      // Focus moves on purpose, to the first field at fault when the server refuses a form (issue 23) and to the
      // title of a new post: what a person needs next, announced by its label and error.
      "jsx-a11y/no-autofocus": "off",
    },
  },
  {
    // Playwright's fixtures take an empty pattern when they need none (`async ({}, use) => …`).
    files: ["tests/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.ts"],
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": "error", "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The house's rooms (docs/decisions/025 and 038), also held by tests/unit/house-rules.test.ts.
    files: ["app/domain/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["react-router", "@react-router/*"],
              message: "domain returns results; the route's .server.ts speaks react-router (decision 038)",
            },
            {
              group: ["~/routes/*", "~/components/*", "~/ui/*", "~/server/*"],
              message: "domain imports only lower rooms (decision 025)",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/platform/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/domain/*", "~/routes/*", "~/components/*", "~/ui/*", "~/server/*"],
              message: "the platform knows no capability (decision 025)",
            },
          ],
        },
      ],
    },
  },
);
