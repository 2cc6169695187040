import { defineConfig } from "drizzle-kit";

// Generates SQL migrations only; wrangler applies them (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./db/schema.ts",
  out: "./migrations",
});
