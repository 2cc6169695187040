import { reactRouter } from "@react-router/dev/vite";
import { cloudflareDevProxy } from "@react-router/dev/vite/cloudflare";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { getLoadContext } from "./load-context.ts";

// `npm run dev` serves through Vite with the Worker's bindings from wrangler's local platform proxy;
// `npm run build` writes build/client and build/server, which `wrangler dev` / `deploy` serve.
export default defineConfig({
  plugins: [cloudflareDevProxy({ getLoadContext }), reactRouter(), tailwindcss()],
  resolve: { tsconfigPaths: true },
  ssr: {
    resolve: {
      conditions: ["workerd", "worker", "browser"],
      externalConditions: ["workerd", "worker"],
    },
  },
});
