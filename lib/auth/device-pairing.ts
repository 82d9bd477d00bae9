// A short pairing code for a wall board's TV (docs/security.md, "Pairing a
// TV"): eight characters to type with a remote instead of an 80-character
// link. The code is derived from the device's stored token hash (an HMAC), so
// no new table holds it: redeeming it gives the TV a NEW token, which changes
// the hash and with it the code (single-use), and a code is taken only within
// `pairingCodeLifetimeMs` of the device's issue (expiry). Guesses are counted
// per address and for all addresses together (lib/auth/throttle.ts). The code
// is never logged.
import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { boardDevices } from "@/lib/db/schema";
import { hashDeviceToken, newDeviceToken } from "./devices";
import { claimAttempt, recordFailure, releaseAttempt, SignInRefusedError } from "./throttle";

export const pairingCodeLifetimeMs = 10 * 60_000;
/** No 0/O, 1/I/L: read off a screen and typed with a remote. 31⁸ ≈ 8.5 × 10¹¹ codes. */
const alphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const codeLength = 8;

/** What the TV may type: the code in any case, with spaces or a dash between its halves. */
export const pairingCodeBody = z.object({
  code: z
    .string()
    .max(40, "At most 40 characters")
    .transform((value) => value.replace(/[\s-]/g, "").toUpperCase())
    .pipe(z.string().regex(/^[2-9A-HJKMNP-Z]{8}$/, "Type the 8 letters and digits shown on the admin page")),
});

/** The device's code for its current token: "ABCD-EFGH" (the dash only for reading). */
export function pairingCodeOf(device: { id: number; tokenHash: string }): string {
  const digest = createHmac("sha256", device.tokenHash).update(`board-pair:${device.id}`).digest();
  const chars = Array.from(digest.subarray(0, codeLength), (byte) => alphabet[byte % alphabet.length]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4).join("")}`;
}

const sameCode = (a: string, b: string) => timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Every key a guess counts against: this address, and every address together (a spread-out guesser). */
export const pairingThrottleKeys = (address: string) => [`pair:ip:${address}`, "pair:all"];

/**
 * The new token of the device whose code this is, or null (wrong, expired or
 * used). Throws SignInRefusedError when this address (or everyone) guessed too often.
 */
export async function redeemPairingCode(
  db: Database,
  code: string,
  { address, now = new Date() }: { address: string; now?: Date },
): Promise<{ deviceId: number; token: string } | null> {
  const keys = pairingThrottleKeys(address);
  const verdict = await claimAttempt(db, keys, now);
  if (verdict.kind === "refused") throw new SignInRefusedError(verdict.retryAfterMs);
  const fresh = await db
    .select({ id: boardDevices.id, tokenHash: boardDevices.tokenHash })
    .from(boardDevices)
    .where(
      and(
        isNull(boardDevices.revokedAt),
        gt(boardDevices.issuedAt, new Date(now.getTime() - pairingCodeLifetimeMs)),
      ),
    );
  const typed = code.replace(/-/g, "");
  const device = fresh.find((d) => sameCode(pairingCodeOf(d).replace("-", ""), typed));
  if (device) {
    const token = newDeviceToken();
    // Compare-and-set on the old hash: of two TVs typing the same code at once, one gets the board.
    const [swapped] = await db
      .update(boardDevices)
      .set({ tokenHash: hashDeviceToken(token) })
      .where(and(eq(boardDevices.id, device.id), eq(boardDevices.tokenHash, device.tokenHash)))
      .returning({ id: boardDevices.id });
    if (swapped) {
      await Promise.all(keys.map((key) => releaseAttempt(db, key)));
      return { deviceId: swapped.id, token };
    }
  }
  await recordFailure(db, keys, now);
  return null;
}
