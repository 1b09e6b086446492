import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import readAfterAction from "./scripts/eslint-read-after-action.mjs";

const STORAGE_MESSAGE =
  "Tests enter through the product's doors: arrange and check state with the reference API's test surface (tests/support/reference-api.ts).";

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-*/",
      ".cache/",
      "node_modules/",
      ".data/",
      "app/.server/graphql/generated/",
      "app/lib/generated/",
      "server/generated/",
      "test-results/",
      "playwright-report/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      // app/ and server/ meet only over HTTP, through the contract server/schema.graphql.
      "no-restricted-imports": ["error", { patterns: [] }],
    },
  },
  {
    // Playwright fixtures call their parameter `use`; it is not React's. A value read once right after
    // an action races the page (scripts/eslint-read-after-action.mjs).
    files: ["tests/e2e/**"],
    plugins: { e2e: { rules: { "read-after-action": readAfterAction } } },
    rules: { "react-hooks/rules-of-hooks": "off", "e2e/read-after-action": "error" },
  },
  {
    files: ["app/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/server/*", "../server/**"] }] },
  },
  {
    files: ["server/**"],
    rules: { "no-restricted-imports": ["error", { patterns: ["**/app/*", "~/*"] }] },
  },
  {
    // Pure rules both sides apply alike (the EFN): they import neither side.
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": ["error", { patterns: ["**/app/*", "~/*", "**/server/*", "../server/**"] }],
    },
  },
  {
    // Tests arrange and check state through the product's doors (the reference API's GraphQL and its
    // test surface, HTTP, the CLI), never its storage: no database driver, no data directory. The
    // storage layers' own unit tests and the setup that creates the directories are the exception.
    files: ["tests/**", "server/tests/**", "**/*.test.ts", "**/*.test.tsx"],
    ignores: [
      "server/db.test.ts",
      "server/store/*.test.ts",
      "server/seed/**/*.test.ts",
      "tests/integration/session-store.test.ts",
      "tests/integration/setup.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "better-sqlite3", message: STORAGE_MESSAGE }],
          patterns: [{ group: ["**/db", "**/db.ts"], message: STORAGE_MESSAGE }],
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "MemberExpression[object.property.name='env'][property.name=/DATA_DIR$/]",
          message: STORAGE_MESSAGE,
        },
        {
          selector: "CallExpression[callee.name='inject'][arguments.0.value='apiDataDir']",
          message: STORAGE_MESSAGE,
        },
        { selector: "Literal[value=/api\\.sqlite$/]", message: STORAGE_MESSAGE },
        {
          selector: "CallExpression > MemberExpression.arguments[property.name='dataDir']",
          message: STORAGE_MESSAGE,
        },
      ],
    },
  },
  {
    // The reference API's tests keep app/ out too (the block above replaces the server/** rule).
    files: ["server/**/*.test.ts"],
    ignores: ["server/db.test.ts", "server/store/*.test.ts", "server/seed/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "better-sqlite3", message: STORAGE_MESSAGE }],
          patterns: [
            { group: ["**/db", "**/db.ts"], message: STORAGE_MESSAGE },
            { group: ["**/app/*", "~/*"], message: "app/ and server/ meet only over HTTP." },
          ],
        },
      ],
    },
  },
);
