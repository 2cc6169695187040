// The code's own gate (run by `npm test`): typescript-eslint's recommended rules and the rules of
// hooks, with exhaustive dependencies as an error so an effect never reads a stale value.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  // Inline disable comments are not honoured: a rule that does not fit is changed here, for all.
  { linterOptions: { noInlineConfig: true, reportUnusedDisableDirectives: "off" } },
  {
    ignores: [
      "build/",
      ".react-router/",
      ".wrangler/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The dependency picture points one way: routes -> server -> domain. Components and rules render
    // and decide; they never reach into server modules (view types live in app/domain).
    files: ["app/components/**", "app/domain/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/server/**", "*.server", "**/*.server"],
              message: "Only routes import from app/server; move the type to app/domain.",
            },
          ],
        },
      ],
    },
  },
  {
    // A screen is a short component over named hooks and parts (README, "One way to do each thing").
    files: ["app/components/**/*.tsx", "app/routes/**/*.tsx"],
    rules: { "max-lines": ["error", { max: 250 }] },
  },
  {
    // Every query goes through Drizzle: raw D1 statements only in db/ seeding.
    files: ["app/**", "workers/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='prepare']",
          message: "Query through Drizzle (getDb(d1) and schema from app/server/db.server.ts), not d1.prepare().",
        },
      ],
    },
  },
  {
    // Tests read loosely typed JSON answers on purpose.
    files: ["tests/**", "**/*.test.ts", "bench/**"],
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
);
