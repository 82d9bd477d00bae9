// Issue 40, item 10: about 50 wrong pairing codes from other addresses blocked
// a correct, fresh code from a new address for 15 minutes (429): the limit was
// global. Now each address (an IPv6 /64) may try 10 codes in 15 minutes, and
// the wrong codes of every address together are only counted: past 50 of them,
// an address that has already tried 3 codes is refused, while the first tries
// of any other address are still checked. So a flood cannot lock out a TV,
// and the codes checked in a window stay at most 3 per address + 50
// (docs/security.md, "Pairing a TV").
import { like } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as pairRoute from "@/app/api/auth/board-pair/route";
import * as devicesRoute from "@/app/api/board/devices/route";
import {
  pairingAddressKey,
  pairingFloodAfter,
  pairingTriesWhileFlooded,
  redeemPairingCode,
} from "@/lib/auth/device-pairing";
import { pairingLimitPerAddress, SignInRefusedError } from "@/lib/auth/throttle";
import type { IssuedDevice } from "@/lib/board/devices-admin";
import { signInThrottle } from "@/lib/db/schema";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes({ seed: false });
const admin = employee(["admin"]);
const peerMarker = "__shopfloorPeerAddressHeader";

beforeAll(() => {
  // As behind server/serve.mjs: the connection's address is in the peer header.
  (globalThis as Record<string, unknown>)[peerMarker] = true;
});
afterAll(() => delete (globalThis as Record<string, unknown>)[peerMarker]);
afterEach(() => ctx.handle.db.delete(signInThrottle).where(like(signInThrottle.key, "pair:%")));

async function issue(name: string): Promise<IssuedDevice> {
  const response = await devicesRoute.POST(
    await apiRequest("/api/board/devices", { method: "POST", as: admin, body: { name, locale: "en" } }),
  );
  expect(response.status).toBe(201);
  return json<IssuedDevice>(response);
}

/** A code that is not the device's: the same alphabet, another first letter. */
const wrongCodeFor = (code: string, n = 0) => {
  const other = code.startsWith("2") ? "3" : "2";
  return `${other}${"ABCDEFGHJK"[n % 10]}${String(n).padStart(6, "2").replace(/[01]/g, "9")}`;
};

async function pair(code: string, address: string) {
  const request = await apiRequest("/api/auth/board-pair", { method: "POST", body: { code } });
  request.headers.set("x-shopfloor-peer-address", address);
  return pairRoute.POST(request);
}

describe("pairing a TV while others guess", () => {
  it("takes a correct, fresh code from a new address after 60 wrong codes from 20 other addresses", async () => {
    const issued = await issue("Hall TV");
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++)
      statuses.push((await pair(wrongCodeFor(issued.pairingCode, i), `10.0.7.${i % 20}`)).status);
    expect(statuses.every((status) => status === 404)).toBe(true);
    // A guesser that goes on from an address that has tried its three: refused, even with the right code.
    const guesser = await pair(issued.pairingCode, "10.0.7.1");
    expect(guesser.status).toBe(429);
    expect(guesser.headers.get("retry-after")).toMatch(/^\d+$/);

    const tv = await pair(issued.pairingCode.toLowerCase(), "10.0.8.44");
    expect(tv.status).toBe(200);
    expect(await json(tv)).toHaveProperty("token");
  });

  it("lets a TV that typed wrong twice during a flood still pair on its third try", async () => {
    const issued = await issue("Typo TV");
    for (let i = 0; i < pairingFloodAfter + 10; i++)
      expect((await pair(wrongCodeFor(issued.pairingCode, i), `192.168.5.${i}`)).status).toBe(404);
    expect((await pair(wrongCodeFor(issued.pairingCode, 1), "192.168.9.9")).status).toBe(404);
    expect((await pair(wrongCodeFor(issued.pairingCode, 2), "192.168.9.9")).status).toBe(404);
    expect((await pair(issued.pairingCode, "192.168.9.9")).status).toBe(200);
  });

  it("gives one address 10 codes in the window, and counts an IPv6 /64 as one address", async () => {
    const issued = await issue("Guessed TV");
    const wrong = wrongCodeFor(issued.pairingCode);
    for (let i = 0; i < pairingLimitPerAddress; i++)
      expect((await pair(wrong, `2001:db8:1:2::${(i + 1).toString(16)}`)).status).toBe(404);
    // The 11th from another address of the same /64: refused, and with the right code too.
    expect((await pair(issued.pairingCode, "2001:db8:1:2:ffff::1")).status).toBe(429);
    // Another /64, and an IPv4 address: their own limits, untouched.
    expect((await pair(wrong, "2001:db8:1:3::1")).status).toBe(404);
    expect((await pair(issued.pairingCode, "10.0.9.9")).status).toBe(200);
  });

  it("reads an IPv6 address's /64 however it is written", () => {
    expect(pairingAddressKey("2001:db8:1:2::1")).toBe("pair:ip:2001:db8:1:2::/64");
    expect(pairingAddressKey("2001:0db8:0001:0002:ffff:0:0:9")).toBe("pair:ip:2001:db8:1:2::/64");
    expect(pairingAddressKey("fd00::2")).toBe("pair:ip:fd00:0:0:0::/64");
    expect(pairingAddressKey("10.0.0.5")).toBe("pair:ip:10.0.0.5");
  });
});

describe("the codes checked in a window, however the guessers share them out", () => {
  /** Tries `rounds` wrong codes from each of `addresses`, in the given order; counts the ones checked (not refused). */
  async function checkedGuesses(addresses: string[], order: "round-robin" | "one-by-one", now: Date) {
    const tries =
      order === "round-robin"
        ? Array.from({ length: pairingLimitPerAddress }, () => addresses).flat()
        : addresses.flatMap((address) => Array<string>(pairingLimitPerAddress).fill(address));
    let checked = 0;
    for (const [n, address] of tries.entries()) {
      try {
        expect(await redeemPairingCode(ctx.handle.db, wrongCodeFor("2", n), { address, now })).toBeNull();
        checked++;
      } catch (error) {
        expect(error).toBeInstanceOf(SignInRefusedError);
      }
    }
    return checked;
  }

  it.each(["round-robin", "one-by-one"] as const)(
    "30 addresses trying 10 codes each (%s): at most 3 per address + 50 are checked",
    async (order) => {
      const addresses = Array.from({ length: 30 }, (_, i) => `172.16.${order === "one-by-one" ? 1 : 2}.${i}`);
      const checked = await checkedGuesses(addresses, order, new Date("2026-11-25T10:00:00Z"));
      expect(checked).toBeLessThanOrEqual(pairingTriesWhileFlooded * addresses.length + pairingFloodAfter);
      // Without the count of every address together, each would have had its 10.
      expect(checked).toBeLessThan(pairingLimitPerAddress * addresses.length);
    },
  );
});
