// What "undo last scan" would reverse, said before it is done: the packer sees
// it when the scan just made changed nothing (an orange "already packed"), so
// an undo would reach back to the scan before it.
import { AppError } from "@/lib/errors";
import type { PackingContext } from "./context";
import { findLastBatch } from "./pack-events";
import { loadPolygonView } from "./polygon-view";

export type UndoPreview = {
  /** pack | unpack | nest | unnest (the batch's package change; a status move comes with a pack). */
  action: string;
  barcode: string | null;
  projectNumber: string | null;
  lineNumber: number | null;
  at: string;
};

export async function previewUndo(ctx: PackingContext): Promise<UndoPreview> {
  const batch = await findLastBatch(ctx.db, ctx.employee.employeeId);
  const event = batch.find((e) => e.polygonPackageId !== null) ?? batch[0];
  if (!event) throw new AppError("not_found", "Nothing to undo", "You have no scan left to undo.");
  const { view } = await loadPolygonView(
    ctx.upstream,
    ctx.db,
    ctx.employee.locale,
    event.productionPolygonId,
  );
  return {
    action: event.action,
    barcode: view.packages.find((p) => p.id === event.polygonPackageId)?.barcode ?? null,
    projectNumber: view.projectNumber,
    lineNumber: view.lineNumber,
    at: event.createdAt.toISOString(),
  };
}
