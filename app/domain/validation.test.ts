import { describe, expect, it } from "vitest";
import { fieldErrorsOf, loginSchema, normaliseTimeZone, registerSchema, resetPasswordSchema } from "./validation";

describe("form schemas (spec section 5)", () => {
  it("normalises the e-mail and accepts a good login", () => {
    expect(loginSchema.parse({ email: "  Ann@Example.COM ", password: "secret" })).toEqual({
      email: "ann@example.com",
      password: "secret",
    });
  });

  it("gives one message per field, in the spec's words", () => {
    const result = registerSchema.safeParse({ email: "x", password: "12345", firstName: " ", lastName: "" });
    expect(result.success).toBe(false);
    expect(fieldErrorsOf(result.error!)).toEqual({
      email: "Invalid email address",
      password: "Password must be at least 6 characters",
      firstName: "First name is required",
      lastName: "Last name is required",
    });
  });

  it("treats missing fields like empty ones", () => {
    const result = resetPasswordSchema.safeParse({});
    expect(fieldErrorsOf(result.error!)).toEqual({
      token: "Reset token is required",
      password: "Password must be at least 6 characters",
    });
  });

  it("caps the password length so hashing cannot be abused", () => {
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(257) }).success).toBe(false);
    expect(loginSchema.safeParse({ email: "a@b.co", password: "x".repeat(256) }).success).toBe(true);
  });

  it("keeps known time zones and falls back to UTC", () => {
    expect(normaliseTimeZone("Europe/Rome")).toBe("Europe/Rome");
    expect(normaliseTimeZone("Mars/Olympus")).toBe("UTC");
    expect(normaliseTimeZone(undefined)).toBe("UTC");
  });
});
