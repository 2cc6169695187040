import { describe, expect, it } from "vitest";
import { generateToken, hashPassword, hashToken, parsePasswordHash, PBKDF2_ITERATIONS, verifyPassword } from "./crypto.server";

describe("passwords and tokens", () => {
  it("hashes with PBKDF2-SHA256 at 100,000 iterations and a 16-byte salt, parameters stored", async () => {
    const stored = await hashPassword("correct horse");
    const parsed = parsePasswordHash(stored)!;
    expect(PBKDF2_ITERATIONS).toBe(100_000);
    expect(parsed.iterations).toBe(100_000);
    expect(parsed.salt).toHaveLength(16);
    expect(parsed.hash).toHaveLength(32);
    expect(await verifyPassword("correct horse", stored)).toBe(true);
    expect(await verifyPassword("correct horsE", stored)).toBe(false);
    expect(await hashPassword("correct horse")).not.toBe(stored);
  });

  it("rejects malformed stored hashes", async () => {
    expect(await verifyPassword("x", "plain")).toBe(false);
    expect(await verifyPassword("x", "pbkdf2-sha256$0$AA==$AA==")).toBe(false);
  });

  it("makes unguessable tokens and stores only their SHA-256", () => {
    const a = generateToken();
    expect(a).toMatch(/^[a-z2-7]{32}$/);
    expect(generateToken()).not.toBe(a);
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});
