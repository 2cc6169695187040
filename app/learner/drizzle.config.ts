import { defineConfig } from "drizzle-kit";

// The Learner Durable Object's own database (not D1): `npm run learner:generate` writes the SQL and the
// migrations.js bundle the object imports; the object applies them itself when it starts.
export default defineConfig({
  dialect: "sqlite",
  driver: "durable-sqlite",
  schema: "./app/learner/schema.ts",
  out: "./app/learner/migrations",
});
