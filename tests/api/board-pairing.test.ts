// Issue 28, item 15: an issued wall-board device comes with a short pairing
// code. Typed at POST /api/auth/board-pair (no session) it gives the TV a new
// device token that signs in, once: the same code again, an expired code and a
// wrong one are a 404; ten wrong codes from one address are a 429; the code is
// in no log line.
import { like } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as pairRoute from "@/app/api/auth/board-pair/route";
import * as devicesRoute from "@/app/api/board/devices/route";
import { redeemPairingCode } from "@/lib/auth/device-pairing";
import { authenticateDevice } from "@/lib/auth/devices";
import type { IssuedDevice } from "@/lib/board/devices-admin";
import { signInThrottle } from "@/lib/db/schema";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

const ctx = setUpApiRoutes();
const admin = employee(["admin"]);

async function issue(name: string): Promise<IssuedDevice> {
  const response = await devicesRoute.POST(
    await apiRequest("/api/board/devices", { method: "POST", as: admin, body: { name, locale: "en" } }),
  );
  expect(response.status).toBe(201);
  return json<IssuedDevice>(response);
}

const pair = async (code: unknown) =>
  pairRoute.POST(await apiRequest("/api/auth/board-pair", { method: "POST", body: { code } }));

afterEach(async () => {
  vi.restoreAllMocks();
  await ctx.handle.db.delete(signInThrottle).where(like(signInThrottle.key, "pair:%"));
});

describe("a TV's pairing code", () => {
  it("is 8 characters shown as ABCD-EFGH, gives a working token once, and the link's token is replaced", async () => {
    const lines: string[] = [];
    for (const method of ["log", "info", "warn", "error"] as const)
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => void lines.push(args.join(" ")));
    const issued = await issue("Hall TV");
    expect(issued.pairingCode).toMatch(/^[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
    expect(Date.parse(issued.pairingExpiresAt) - Date.parse(issued.device.issuedAt)).toBe(10 * 60_000);

    // Typed on a remote: lower case, a space instead of the dash.
    const response = await pair(issued.pairingCode.toLowerCase().replace("-", " "));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { token } = await json<{ token: string }>(response);
    expect(token).not.toBe(issued.token);
    expect((await authenticateDevice(ctx.handle.db, token))?.displayName).toBe("Hall TV");
    expect(await authenticateDevice(ctx.handle.db, issued.token)).toBeNull();

    const again = await pair(issued.pairingCode);
    expect(again.status).toBe(404);
    expect(await json(again)).toMatchObject({ title: "Unknown pairing code" });
    const logged = lines.join("\n");
    expect(logged).not.toContain(issued.pairingCode);
    expect(logged).not.toContain(issued.pairingCode.replace("-", ""));
    expect(logged).not.toContain(token);
  });

  it("expires 10 minutes after the device was issued", async () => {
    const issued = await issue("Late TV");
    const issuedAt = new Date(issued.device.issuedAt).getTime();
    const late = { address: "10.0.0.5", now: new Date(issuedAt + 10 * 60_000 + 1_000) };
    expect(await redeemPairingCode(ctx.handle.db, issued.pairingCode.replace("-", ""), late)).toBeNull();
    const inTime = { address: "10.0.0.5", now: new Date(issuedAt + 9 * 60_000) };
    expect(await redeemPairingCode(ctx.handle.db, issued.pairingCode.replace("-", ""), inTime)).toMatchObject(
      {
        deviceId: issued.device.id,
      },
    );
  });

  it("answers 400 to what is not a code, and 429 after ten wrong codes from one address", async () => {
    expect((await pair("12")).status).toBe(400);
    expect((await pair(42)).status).toBe(400);
    const issued = await issue("Guessed TV");
    const wrong = issued.pairingCode.startsWith("2222") ? "3333-3333" : "2222-2222";
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await pair(wrong)).status);
    expect(statuses.slice(0, 10).every((status) => status === 404)).toBe(true);
    const refused = await pair(issued.pairingCode);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await json(refused)).toMatchObject({ title: "Too many attempts", status: 429 });
  });
});
