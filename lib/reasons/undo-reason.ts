// Why a scan was undone at the packing station: said after the undo (a reason
// is optional there), for a polygon whose scan this employee undid in the last hour.
import { and, eq, gte } from "drizzle-orm";
import type { SessionEmployee } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { packEvents } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import { activeReason } from "./catalogue";
import { recordReasonEvent } from "./events";

const windowMs = 60 * 60 * 1000;

export async function recordUndoReason(
  db: Database,
  employee: SessionEmployee,
  body: { productionPolygonId: number; reasonId: number; reasonRemark?: string },
  now = new Date(),
) {
  const reason = await activeReason(db, "undo", body.reasonId);
  const [undone] = await db
    .select({ id: packEvents.id })
    .from(packEvents)
    .where(
      and(
        eq(packEvents.productionPolygonId, body.productionPolygonId),
        eq(packEvents.undoneByEmployeeId, employee.employeeId),
        gte(packEvents.undoneAt, new Date(now.getTime() - windowMs)),
      ),
    )
    .limit(1);
  if (!undone) {
    throw new AppError(
      "conflict",
      "Nothing undone here",
      `You undid no scan of polygon ${body.productionPolygonId} in the last hour.`,
    );
  }
  return recordReasonEvent(db, employee, {
    reason,
    productionPolygonId: body.productionPolygonId,
    place: "packing",
    remark: body.reasonRemark,
  });
}
