// The code's own gate (run by `npm test`): typescript-eslint's recommended rules and the rules of
// hooks, with exhaustive dependencies as an error so an effect never reads a stale value.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const FEATURES = [
  "learn",
  "review",
  "conversations",
  "progress",
  "analytics",
  "landing",
  "auth",
  "profile",
  "subscription",
  "language-choice",
];
const SERVER = {
  group: ["**/server/**", "*.server", "**/*.server"],
  message: "Only routes import from app/server; move the type to app/domain.",
};
// The API's schemas stay on the server: a page that imports them builds every one as it loads.
const API_SCHEMAS = {
  group: ["**/domain/api-schemas"],
  message: "Screens use the forms' schemas (domain/validation.ts); api-schemas.ts is read on the server only.",
  allowTypeImports: true,
};
const ROOT = { regex: "(^|/)root$", message: "Components read the root loader's data with shell/use-root-data.ts." };

const NO_PREPARE = {
  selector: "CallExpression[callee.property.name='prepare']",
  message: "Query through Drizzle (the request's `db` and schema from app/server/db.server.ts), not d1.prepare().",
};
const NO_REEXPORT = [
  {
    selector: "ExportNamedDeclaration[source]",
    message: "No re-exports: import the name from the module that defines it.",
  },
  { selector: "ExportAllDeclaration", message: "No re-exports: import the name from the module that defines it." },
];

/** A folder's neighbours it may not import, as a specifier seen from one level inside app/components. */
function notFrom(folders, message) {
  return { regex: `^\\.\\./(${folders.join("|")})/`, message };
}

function componentBoundaries() {
  const rule = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });
  return [
    { files: ["app/domain/**"], rules: rule([SERVER, { group: ["**/components/**"], message: "Rules do not render." }]) },
    ...FEATURES.map((feature) => ({
      files: [`app/components/${feature}/**`],
      rules: rule([
        SERVER,
        ROOT,
        API_SCHEMAS,
        notFrom(
          FEATURES.filter((other) => other !== feature),
          "A feature imports no other feature: move what both need to ui/, shell/ or audio/.",
        ),
      ]),
    })),
    {
      files: ["app/components/shell/**"],
      rules: rule([
        SERVER,
        ROOT,
        API_SCHEMAS,
        notFrom(FEATURES, "shell/ and audio/ serve every feature and import none."),
        {
          ...notFrom(["audio"], "shell/ imports only ui/ (and app/domain): audio builds on shell, not the reverse."),
          allowTypeImports: true,
        },
      ]),
    },
    {
      files: ["app/components/audio/**"],
      rules: rule([
        SERVER,
        ROOT,
        API_SCHEMAS,
        notFrom(FEATURES, "shell/ and audio/ serve every feature and import none."),
        // Speech talks to the server and says its problems like every screen: through shell's one API
        // client and one toast(), and nothing else of shell.
        {
          regex: "^\\.\\./shell/(?!(api-client|toast)$)",
          message: "audio/ uses only shell's API client and toasts (and ui/, app/domain).",
          allowTypeImports: true,
        },
      ]),
    },
    {
      files: ["app/components/ui/**"],
      rules: rule([
        SERVER,
        ROOT,
        API_SCHEMAS,
        { regex: "^\\.\\./[^.]", message: "ui/ primitives import nothing of app/components." },
      ]),
    },
  ];
}

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
  // The dependency picture points one way: routes -> server -> domain, and inside app/components
  // features -> shell / audio -> ui. Components and rules render and decide; they never reach into
  // server modules (view types live in app/domain) or root.tsx, and a feature never reaches into another.
  ...componentBoundaries(),
  {
    // A screen is a short component over named hooks and parts (README, "One way to do each thing").
    files: ["app/components/**/*.{ts,tsx}", "app/routes/**/*.tsx"],
    ignores: ["**/*.test.ts"],
    rules: { "max-lines": ["error", { max: 250 }] },
  },
  {
    // One API client in the browser (shell/api-client.ts): its JSON body, error type and the server's
    // message, instead of a hand-written fetch per screen.
    files: ["app/components/**"],
    ignores: ["app/components/shell/api-client.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        { name: "fetch", message: "Call the server through api from app/components/shell/api-client.ts." },
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].map((object) => ({
          object,
          property: "fetch",
          message: "Call the server through api from app/components/shell/api-client.ts.",
        })),
      ],
    },
  },
  {
    // Every query goes through Drizzle: raw D1 statements only in db/ seeding.
    files: ["app/**", "workers/**"],
    rules: { "no-restricted-syntax": ["error", NO_PREPARE] },
  },
  {
    // No re-export façades: a module is imported from where its code lives.
    files: ["app/server/**", "app/components/**"],
    rules: { "no-restricted-syntax": ["error", NO_PREPARE, ...NO_REEXPORT] },
  },
  {
    // One Drizzle client per request, built in load-context.ts; server modules take `db`.
    files: ["app/server/**", "app/routes/**", "app/*.{ts,tsx}", "workers/**"],
    ignores: [
      // It defines the client.
      "app/server/db.server.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/db.server", "**/db.server.ts"],
              importNames: ["getDb"],
              message: "getDb is called in load-context.ts only: take `db` from the load context (context.db).",
            },
            {
              group: ["drizzle-orm/d1"],
              message: "The Drizzle client is made in app/server/db.server.ts, once per request by load-context.ts.",
            },
          ],
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
