// Wall-board devices: a TV signs in with a token an admin issued (next-auth
// provider "device") and gets a session with the read-only role "board" and
// no person behind it. Only the token's SHA-256 is stored: the token is 256
// random bits, so a fast hash is enough (nothing to guess from the hash). A
// revoked device's session is refused at its next request (session-check.ts).
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { boardDevices, employees } from "@/lib/db/schema";
import { localeSchema, type SessionEmployee } from "@/lib/base/roles";

const tokenPrefix = "brd_";
/** What a device token looks like: the prefix and 43 base64url characters (32 bytes). */
export const deviceTokenSchema = z.string().regex(/^brd_[A-Za-z0-9_-]{43}$/, "is not a device token");

/** How often a board's request writes "last seen" (one row update a minute at most). */
const lastSeenEveryMs = 60_000;

export function newDeviceToken(): string {
  return `${tokenPrefix}${randomBytes(32).toString("base64url")}`;
}

export function hashDeviceToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

type DeviceRow = { id: number; name: string; locale: string; hubEmployeeId: number | null };

/** The session of a device: no employee (id 0), the role "board", reading as the admin who issued it. */
export function deviceSession(device: DeviceRow): SessionEmployee {
  return {
    employeeId: 0,
    username: `device-${device.id}`,
    displayName: device.name,
    hubEmployeeId: device.hubEmployeeId ?? 0,
    locale: localeSchema.catch("en").parse(device.locale),
    roles: ["board"],
    departmentIds: [],
    deviceId: device.id,
  };
}

/** The session a device token opens, or null (unknown, malformed or revoked). */
export async function authenticateDevice(db: Database, token: unknown): Promise<SessionEmployee | null> {
  const parsed = deviceTokenSchema.safeParse(token);
  if (!parsed.success) return null;
  const [device] = await db
    .select({
      id: boardDevices.id,
      name: boardDevices.name,
      locale: boardDevices.locale,
      hubEmployeeId: employees.hubEmployeeId,
    })
    .from(boardDevices)
    .leftJoin(employees, eq(employees.id, boardDevices.issuedBy))
    .where(and(eq(boardDevices.tokenHash, hashDeviceToken(parsed.data)), isNull(boardDevices.revokedAt)))
    .limit(1);
  if (!device) return null;
  await db.update(boardDevices).set({ lastSeenAt: new Date() }).where(eq(boardDevices.id, device.id));
  return deviceSession(device);
}

/** Whether the device is still allowed (not revoked, not deleted); notes when it was last seen. */
export async function confirmDevice(db: Database, deviceId: number, now = new Date()): Promise<boolean> {
  const [device] = await db
    .select({ revokedAt: boardDevices.revokedAt })
    .from(boardDevices)
    .where(eq(boardDevices.id, deviceId))
    .limit(1);
  if (!device || device.revokedAt) return false;
  await db
    .update(boardDevices)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(boardDevices.id, deviceId),
        or(
          isNull(boardDevices.lastSeenAt),
          lt(boardDevices.lastSeenAt, new Date(now.getTime() - lastSeenEveryMs)),
        ),
      ),
    );
  return true;
}
