import type { Config } from "@react-router/dev/config";

// Server rendering on the Worker; the build goes to build/client (static assets) and
// build/server/index.js (imported by workers/app.ts).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
} satisfies Config;
