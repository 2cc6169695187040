import { describe, expect, it } from "vitest";
import { isCommonPassword, isGuessablePattern } from "./passwords.server";

describe("passwords refused beyond the breached list", () => {
  it.each(["aaaaaaaa", "abababab", "12345678", "abcdefghij", "hgfedcba", "Piramide2026!", "ann.smith-2024"])(
    "refuses %j",
    (p) => {
      expect(isGuessablePattern(p, "ann.smith@example.com")).toBe(true);
    },
  );

  it.each(["correct horse", "secret-pass", "a-long-passphrase", "zq8-rainy-tulip"])("accepts %j", (p) => {
    expect(isGuessablePattern(p, "ann.smith@example.com")).toBe(false);
    expect(isCommonPassword(p)).toBe(false);
  });

  it("refuses aaaaaa by its pattern (it is not on the breached list) and the breached ones by the list", () => {
    expect(isCommonPassword("aaaaaa")).toBe(false);
    expect(isGuessablePattern("aaaaaa")).toBe(true);
    expect(isCommonPassword("Password1")).toBe(true);
  });
});
