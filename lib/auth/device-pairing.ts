// A short pairing code for a wall board's TV (docs/security.md, "Pairing a
// TV"): eight characters to type with a remote instead of an 80-character
// link. The code is derived from the device's stored token hash (an HMAC), so
// no new table holds it: redeeming it gives the TV a NEW token, which changes
// the hash and with it the code (single-use), and a code is taken only within
// `pairingCodeLifetimeMs` of the device's issue (expiry). Guesses are limited
// per address, and the wrong codes of all addresses together are counted: a
// flood of them stops only the addresses that have already tried a few codes,
// never the first tries of a new address, so a fresh code from a TV is always
// checked (docs/security.md, "Pairing a TV", shows guessing stays infeasible).
// The code is never logged.
import { createHmac, timingSafeEqual } from "node:crypto";
import { isIP } from "node:net";
import { and, eq, gt, isNull } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { boardDevices } from "@/lib/db/schema";
import { hashDeviceToken, newDeviceToken } from "./devices";
import {
  claimAttempt,
  countFailure,
  failuresInWindow,
  recordFailure,
  releaseAttempt,
  SignInRefusedError,
} from "./throttle";

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

/** Wrong codes of every address together in a window, after which only an address's first tries are checked. */
export const pairingFloodAfter = 50;
/** Codes an address may try in a window while the workshop is flooded with wrong ones: a TV's few typos. */
export const pairingTriesWhileFlooded = 3;
/** The count of every address's wrong codes together (throttle.ts counts it, never locks it). */
export const pairingAllKey = "pair:all";

/**
 * The address a pairing attempt counts against: an IPv4 address, or the /64
 * network of an IPv6 one (a host picks any address of its /64 at will).
 */
export function pairingAddressKey(address: string): string {
  if (isIP(address) !== 6) return `pair:ip:${address}`;
  const [head = "", tail] = address.split("::");
  const part = (text: string) => (text ? text.split(":") : []);
  const groups =
    tail === undefined
      ? part(head)
      : [...part(head), ...Array<string>(8 - part(head).length - part(tail).length).fill("0"), ...part(tail)];
  const network = groups.slice(0, 4).map((group) => parseInt(group, 16).toString(16));
  return `pair:ip:${network.join(":")}::/64`;
}

/**
 * The new token of the device whose code this is, or null (wrong, expired or
 * used). Throws SignInRefusedError when this address tried too often, or when
 * it has tried a few codes already while the workshop is flooded with wrong ones.
 */
export async function redeemPairingCode(
  db: Database,
  code: string,
  { address, now = new Date() }: { address: string; now?: Date },
): Promise<{ deviceId: number; token: string } | null> {
  const addressKey = pairingAddressKey(address);
  const verdict = await claimAttempt(db, [addressKey], now);
  if (verdict.kind === "refused") throw new SignInRefusedError(verdict.retryAfterMs);
  if (verdict.attempts > pairingTriesWhileFlooded) {
    const flood = await failuresInWindow(db, pairingAllKey, now);
    if (flood.failures >= pairingFloodAfter)
      throw new SignInRefusedError(Math.max(1_000, flood.windowEndsAt.getTime() - now.getTime()));
  }
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
      await releaseAttempt(db, addressKey);
      return { deviceId: swapped.id, token };
    }
  }
  await recordFailure(db, [addressKey], now);
  await countFailure(db, pairingAllKey, now);
  return null;
}
