import { defineConfig } from "vitest/config";

// Pure unit tests (app/domain, db content tooling): plain Node, no Workers runtime needed.
export default defineConfig({
  test: {
    include: ["app/**/*.test.ts", "db/**/*.test.ts"],
    environment: "node",
  },
});
