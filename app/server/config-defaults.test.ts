import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

// A plain `wrangler deploy` uses the committed wrangler.toml: it must never ship development mode,
// which hands reset tokens to whoever asks.
describe("committed Worker configuration", () => {
  const toml = readFileSync(join(import.meta.dirname, "../../wrangler.toml"), "utf8");

  it("runs in production unless told otherwise", () => {
    const vars = toml.slice(toml.indexOf("[vars]"), toml.indexOf("\n[", toml.indexOf("[vars]") + 1));
    expect(vars).toMatch(/^APP_ENV = "production"$/m);
    expect(vars).not.toMatch(/^APP_ENV = "development"$/m);
  });

  it("local scripts opt into development explicitly", () => {
    for (const script of ["scripts/start.sh", "scripts/e2e-server.sh"]) {
      expect(readFileSync(join(import.meta.dirname, "../..", script), "utf8")).toContain("APP_ENV:development");
    }
  });
});
