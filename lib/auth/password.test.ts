import { describe, expect, it } from "vitest";
import { hashPassword, hashPin, verifyPassword, verifyPin } from "./password";

describe("password hashing", () => {
  it("stores a salted scrypt hash that verifies only the same password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]+\$[\w-]+$/);
    expect(hash).not.toContain("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct hors", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts every hash differently", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
    expect(await verifyPassword("same", b)).toBe(true);
  });

  it("rejects malformed or foreign hashes instead of throwing", async () => {
    expect(await verifyPassword("x", "")).toBe(false);
    expect(await verifyPassword("x", "bcrypt$2b$10$abc")).toBe(false);
    expect(await verifyPassword("x", "scrypt$abc$8$1$c2FsdA$aGFzaA")).toBe(false);
  });
});

describe("PIN hashing", () => {
  it("accepts 4 to 6 digits and verifies them", async () => {
    const hash = await hashPin("1005");
    expect(await verifyPin("1005", hash)).toBe(true);
    expect(await verifyPin("1006", hash)).toBe(false);
    expect(await verifyPin("10050", hash)).toBe(false);
    expect(await verifyPin("123456", await hashPin("123456"))).toBe(true);
  });

  it("refuses to hash a PIN that is not 4 to 6 digits, and never verifies one", async () => {
    await expect(hashPin("123")).rejects.toThrow(/4 to 6 digits/);
    await expect(hashPin("1234567")).rejects.toThrow(/4 to 6 digits/);
    await expect(hashPin("12a4")).rejects.toThrow(/4 to 6 digits/);
    expect(await verifyPin("12a4", await hashPin("1234"))).toBe(false);
  });
});
