import type { Config } from "@react-router/dev/config";

// Server rendering on the Worker; the build goes to build/client (static assets) and
// build/server/index.js (imported by workers/app.ts).
export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // React Router 7 warns on every build about each v8 behaviour not yet decided. Each is decided
  // here: today's behaviour is kept until the move to v8 (v8_middleware would change the shape of
  // `context` that load-context.ts builds; the others change chunking, build internals and URLs).
  // app/server/quiet-start.test.ts fails when an upgrade brings a flag not listed here.
  future: {
    v8_middleware: false,
    v8_splitRouteModules: false,
    v8_viteEnvironmentApi: false,
    v8_passThroughRequests: false,
    v8_trailingSlashAwareDataRequests: false,
  },
} satisfies Config;
