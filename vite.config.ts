import { reactRouter } from "@react-router/dev/vite";
import { cloudflareDevProxy } from "@react-router/dev/vite/cloudflare";
import tailwindcss from "@tailwindcss/vite";
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin, type ViteDevServer } from "vite";

// Vite bundles this file each time the config is loaded (eight times per build). Importing
// load-context.ts here pulled the app's server modules into that bundle, and Vite warned eight times
// about their extension-less imports. The dev proxy needs the request scope only when `npm run dev`
// answers a request, so it is loaded then, through the dev server like the app's own modules.
let devServer: ViteDevServer | undefined;
const keepDevServer: Plugin = {
  name: "piramide:keep-dev-server",
  configureServer(server) {
    devServer = server;
  },
};
const getLoadContext = async (args: Parameters<typeof import("./load-context.ts").getLoadContext>[0]) => {
  if (!devServer) throw new Error("The request scope is only built by the dev server.");
  const module = (await devServer.ssrLoadModule("/load-context.ts")) as typeof import("./load-context.ts");
  return module.getLoadContext(args);
};

// workers/app.ts imports build/server/index.js and casts it to React Router's ServerBuild. Without a
// declaration beside it, tsc (allowJs) type-checks the whole bundled server (13,000 lines of
// JavaScript): a third of `npm run typecheck`'s time. This one declares its exports instead.
const SERVER_BUILD_EXPORTS = [
  "allowedActionOrigins",
  "assets",
  "assetsBuildDirectory",
  "basename",
  "entry",
  "future",
  "isSpaMode",
  "prerender",
  "publicPath",
  "routeDiscovery",
  "routes",
  "ssr",
];
const serverBuildDeclaration: Plugin = {
  name: "piramide:server-build-declaration",
  apply: "build",
  writeBundle(options, bundle) {
    if (!options.dir || !("index.js" in bundle) || !/[\\/]server$/.test(options.dir)) return;
    writeFileSync(
      join(options.dir, "index.d.ts"),
      [
        "// Written by vite.config.ts: the server build's exports, as React Router's ServerBuild has them.",
        'import type { ServerBuild } from "react-router";',
        ...SERVER_BUILD_EXPORTS.map((name) => `export declare const ${name}: ServerBuild["${name}"];`),
        "",
      ].join("\n"),
    );
  },
};

// React Router's package exports only its development build (dist/development), which keeps the
// router's development warnings (ENABLE_DEV_WARNINGS). It also ships dist/production, the same code
// with them off. The browser's bundle takes that one (about 2 KB less, minified); the server keeps the
// package's own, because workers/app.ts imports react-router through the package too and the two must
// be one copy there (React Router's contexts are module objects). Decision 013.
const ROUTER_PRODUCTION = fileURLToPath(new URL("./node_modules/react-router/dist/production/", import.meta.url));
const routerProductionBuild: Plugin = {
  name: "piramide:react-router-production",
  apply: "build",
  enforce: "pre",
  resolveId(source) {
    if (this.environment.name !== "client") return null;
    if (source === "react-router") return join(ROUTER_PRODUCTION, "index.mjs");
    if (source === "react-router/dom") return join(ROUTER_PRODUCTION, "dom-export.mjs");
    return null;
  },
};

// `npm run dev` serves through Vite with the Worker's bindings from wrangler's local platform proxy;
// `npm run build` writes build/client and build/server, which `wrangler dev` / `deploy` serve.
export default defineConfig({
  plugins: [
    keepDevServer,
    serverBuildDeclaration,
    routerProductionBuild,
    cloudflareDevProxy({ getLoadContext }),
    reactRouter(),
    tailwindcss(),
  ],
  resolve: { tsconfigPaths: true },
  // Rolldown reports slow plugins whenever the machine is busy (a shared CI runner, tests running
  // alongside): a profiling hint for whoever tunes the build, not a problem of the build itself.
  build: {
    sourcemap: !!process.env.SOURCEMAP,
    modulePreload: false,
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/:]runtime|app[\\/](root\.tsx|components[\\/]shell[\\/](?!tutorial-dialog)|components[\\/]ui[\\/](?!charts|field)|domain[\\/](languages|format)\.ts)/,
            },
          ],
        },
      },
    },
  },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
});
