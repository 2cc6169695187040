import { reactRouter } from "@react-router/dev/vite";
import { cloudflareDevProxy } from "@react-router/dev/vite/cloudflare";
import tailwindcss from "@tailwindcss/vite";
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

// `npm run dev` serves through Vite with the Worker's bindings from wrangler's local platform proxy;
// `npm run build` writes build/client and build/server, which `wrangler dev` / `deploy` serve.
export default defineConfig({
  plugins: [keepDevServer, cloudflareDevProxy({ getLoadContext }), reactRouter(), tailwindcss()],
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]|rolldown[\\/:]runtime|app[\\/](root\.tsx|components[\\/]shell[\\/](?!tutorial-dialog)|components[\\/]ui[\\/](?!charts|field)|domain[\\/]languages\.ts)/,
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
