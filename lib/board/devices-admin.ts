// The admin's side of wall-board devices: issue one (its token shown once,
// only its hash kept), list them with when they were last seen, revoke one.
import { desc, eq } from "drizzle-orm";
import type { SessionEmployee } from "@/lib/base/roles";
import { hashDeviceToken, newDeviceToken } from "@/lib/auth/devices";
import { pairingCodeLifetimeMs, pairingCodeOf } from "@/lib/auth/device-pairing";
import type { Database } from "@/lib/db/client";
import { boardDevices } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import type { IssueDeviceBody } from "./schemas";

const columns = {
  id: boardDevices.id,
  name: boardDevices.name,
  locale: boardDevices.locale,
  issuedByName: boardDevices.issuedByName,
  issuedAt: boardDevices.issuedAt,
  lastSeenAt: boardDevices.lastSeenAt,
  revokedAt: boardDevices.revokedAt,
};
type Row = { [K in keyof typeof columns]: (typeof boardDevices.$inferSelect)[K] };

const toDevice = (row: Row) => ({
  ...row,
  issuedAt: row.issuedAt.toISOString(),
  lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
});
export type BoardDevice = ReturnType<typeof toDevice>;

export async function listDevices(db: Database): Promise<BoardDevice[]> {
  const rows = await db
    .select(columns)
    .from(boardDevices)
    .orderBy(desc(boardDevices.issuedAt), desc(boardDevices.id));
  return rows.map(toDevice);
}

export type IssuedDevice = {
  device: BoardDevice;
  token: string;
  /** The short code to type on the TV at /board/pair instead of the link (single-use, expires). */
  pairingCode: string;
  pairingExpiresAt: string;
};

/** A new device, its token and its pairing code: the only time either exists outside the TV. */
export async function issueDevice(
  db: Database,
  body: Required<IssueDeviceBody>,
  admin: SessionEmployee,
): Promise<IssuedDevice> {
  const token = newDeviceToken();
  const tokenHash = hashDeviceToken(token);
  const [row] = await db
    .insert(boardDevices)
    .values({
      name: body.name,
      locale: body.locale,
      tokenHash,
      issuedBy: admin.employeeId,
      issuedByName: admin.displayName,
    })
    .returning(columns);
  if (!row) throw new Error("issuing the device returned no row");
  return {
    device: toDevice(row),
    token,
    pairingCode: pairingCodeOf({ id: row.id, tokenHash }),
    pairingExpiresAt: new Date(row.issuedAt.getTime() + pairingCodeLifetimeMs).toISOString(),
  };
}

/** Revokes the device: its token no longer signs in and its session stops at the next request. */
export async function revokeDevice(db: Database, id: number, now = new Date()): Promise<BoardDevice> {
  const [row] = await db
    .update(boardDevices)
    .set({ revokedAt: now })
    .where(eq(boardDevices.id, id))
    .returning(columns);
  if (!row) throw new AppError("not_found", "No such device", `There is no wall-board device ${id}.`);
  return toDevice(row);
}
