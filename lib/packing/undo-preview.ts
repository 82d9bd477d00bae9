// What "undo last scan" would reverse, said before it is done: the packer
// always sees the package, line, who and when first (an undo may reach back
// to a scan made in another session, or before an "already packed" scan).
import { AppError } from "@/lib/errors";
import type { PackingContext } from "./context";
import { findLastBatch } from "./pack-events";
import { loadPolygonView } from "./polygon-view";

export type UndoPreview = {
  /** The scan's id: the undo that follows the question names it, so no other scan is undone. */
  batchId: string;
  /** pack | unpack | nest | unnest (the batch's package change; a status move comes with a pack). */
  action: string;
  barcode: string | null;
  projectNumber: string | null;
  lineNumber: number | null;
  /** Who made the scan (the packer's own scans only are undone, from any session). */
  by: string;
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
    batchId: event.batchId,
    action: event.action,
    barcode: view.packages.find((p) => p.id === event.polygonPackageId)?.barcode ?? null,
    projectNumber: view.projectNumber,
    lineNumber: view.lineNumber,
    by: event.employeeName,
    at: event.createdAt.toISOString(),
  };
}
