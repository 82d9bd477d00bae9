// "Undo last scan": reverses the employee's newest change that is not undone
// yet (a pack with the status move it caused, a nest, a take-off) on the
// upstream, and records who undid it. A status is moved back by appending an
// entry with the previous value (the upstream keeps its history). A package
// that changed since is left alone (409, undo-check.ts).
import { undoneAtPackingRemark } from "@/lib/polygons/app-remarks";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { AppError } from "@/lib/errors";
import type { PackingContext } from "./context";
import { claimBatchUndone, findLastBatch, releaseBatchClaim, type PackEvent } from "./pack-events";
import { loadPolygonView, type PolygonView } from "./polygon-view";
import { assertBatchStillStands } from "./undo-check";

export type UndoResult = {
  undone: { action: string; polygonPackageId: number | null; productionPolygonId: number }[];
  /** A status that was not moved back because someone changed it since. */
  isStatusKept: boolean;
  polygon: PolygonView;
};

/** Reverses one event; false when it was left alone on purpose (the status moved on since). */
async function reverse({ upstream }: PackingContext, event: PackEvent): Promise<boolean> {
  switch (event.action) {
    case "pack":
    case "unpack":
      await upstream.polygonPackage.update({
        id: event.polygonPackageId!,
        packedAt: event.previousPackedAt?.toISOString() ?? null,
      });
      return true;
    case "nest":
    case "unnest":
      await upstream.polygonPackage.update({
        id: event.polygonPackageId!,
        parentPolygonPackageId: event.previousParentPolygonPackageId,
      });
      return true;
    case "status": {
      const polygon = await upstream.polygon.getById({ id: event.productionPolygonId });
      const current = currentStatusOf(polygon)?.productionStatusValue ?? null;
      if (current !== event.statusValue || event.previousStatusValue === null) return false;
      await upstream.status.setStatusForPolygons({
        productionPolygonIds: [event.productionPolygonId],
        statusValue: event.previousStatusValue,
        remarks: undoneAtPackingRemark,
      });
      return true;
    }
    default:
      throw new Error(`unknown pack event action ${event.action}`);
  }
}

export async function undoLastScan(ctx: PackingContext, expectedBatchId?: string): Promise<UndoResult> {
  const batch = await findLastBatch(ctx.db, ctx.employee.employeeId);
  const first = batch[0];
  if (!first) throw new AppError("not_found", "Nothing to undo", "You have no scan left to undo.");
  // The packer agreed to reverse the scan they were shown, not one made since (on another tablet).
  if (expectedBatchId !== undefined && first.batchId !== expectedBatchId) {
    throw new AppError(
      "conflict",
      "Your last scan has changed",
      "A newer scan of yours came in since the question. Press Undo again to see it.",
    );
  }
  if (!(await claimBatchUndone(ctx.db, first.batchId, ctx.employee))) {
    throw new AppError("conflict", "Already undone", "This scan was undone a moment ago.");
  }
  let isStatusKept = false;
  try {
    await assertBatchStillStands(ctx, batch);
    // Newest first: the status move before the pack that caused it.
    for (const event of [...batch].reverse()) {
      if (!(await reverse(ctx, event))) isStatusKept = true;
    }
  } catch (error) {
    await releaseBatchClaim(ctx.db, first.batchId);
    throw error;
  }
  const { view } = await loadPolygonView(
    ctx.upstream,
    ctx.db,
    ctx.employee.locale,
    first.productionPolygonId,
  );
  return {
    undone: batch.map((e) => ({
      action: e.action,
      polygonPackageId: e.polygonPackageId,
      productionPolygonId: e.productionPolygonId,
    })),
    isStatusKept,
    polygon: view,
  };
}
