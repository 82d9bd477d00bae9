// Slow salted hashes for passwords and PINs (scrypt from node:crypto), encoded
// as `scrypt$N$r$p$salt$hash` so the cost can be raised later without
// invalidating stored hashes.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from "node:crypto";
import { pinPattern } from "./pin-pattern";

const cost = { N: 16384, r: 8, p: 1 } as const;
const keyLength = 32;
const saltLength = 16;

export { pinPattern };

function derive(secret: string, salt: Buffer, options: ScryptOptions, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(secret.normalize("NFKC"), salt, length, { ...options, maxmem: 64 * 1024 * 1024 }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashSecret(secret: string): Promise<string> {
  const salt = randomBytes(saltLength);
  const hash = await derive(secret, salt, cost, keyLength);
  return ["scrypt", cost.N, cost.r, cost.p, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

/** True when `secret` matches `encoded`; false for a wrong secret or a malformed hash. */
export async function verifySecret(secret: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = encoded.split("$");
  if (scheme !== "scrypt" || !saltText || !hashText) return false;
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  if (!Object.values(options).every((v) => Number.isInteger(v) && v > 0)) return false;
  const expected = Buffer.from(hashText, "base64url");
  if (expected.length === 0) return false;
  const actual = await derive(secret, Buffer.from(saltText, "base64url"), options, expected.length);
  return timingSafeEqual(actual, expected);
}

export const hashPassword = (password: string) => hashSecret(password);
export const verifyPassword = (password: string, encoded: string) => verifySecret(password, encoded);

export async function hashPin(pin: string): Promise<string> {
  if (!pinPattern.test(pin)) throw new RangeError("A PIN must be 4 to 6 digits");
  return hashSecret(pin);
}

export function verifyPin(pin: string, encoded: string): Promise<boolean> {
  return pinPattern.test(pin) ? verifySecret(pin, encoded) : Promise.resolve(false);
}

/** A hash of nothing in particular, so an unknown username costs as much time as a known one. */
let decoy: Promise<string> | undefined;
export async function spendVerificationTime(secret: string): Promise<void> {
  decoy ??= hashSecret(randomBytes(16).toString("hex"));
  await verifySecret(secret, await decoy);
}
