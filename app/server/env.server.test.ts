import { afterEach, describe, expect, it, vi } from "vitest";
import { getConfig } from "./env.server";

afterEach(() => vi.restoreAllMocks());

const secrets = { DEVICE_COOKIE_SECRET: "d", AUDIO_KEY_SECRET: "a" };

describe("protection secrets", () => {
  it.each(["DEVICE_COOKIE_SECRET", "AUDIO_KEY_SECRET"] as const)(
    "production without %s refuses to start and logs which",
    (name) => {
      const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
      expect(() => getConfig({ APP_ENV: "production", ...secrets, [name]: " " })).toThrow(
        new RegExp(`${name} is required in production`),
      );
      expect(logged.mock.calls.flat().join(" ")).toContain(name);
    },
  );

  it("production with both, and development without them, start", () => {
    expect(getConfig({ APP_ENV: "production", ...secrets }).APP_ENV).toBe("production");
    expect(getConfig({ APP_ENV: "development" }).DEVICE_COOKIE_SECRET).toBeUndefined();
  });
});
