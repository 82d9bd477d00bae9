// Undo reverses a change only while the package is still as that change left
// it: when another packer packed it again, it was unpacked, or it went onto
// another pallet since, putting back the old value would undo their work too.
import { AppError } from "@/lib/errors";
import type { ProductionPolygonPackage } from "@/lib/production-api/schemas";
import type { PackingContext } from "./context";
import { findLaterEvents, type PackEvent } from "./pack-events";

const sameMoment = (a: Date | null, b: string | null) =>
  a === null || b === null ? a === b : a.getTime() === Date.parse(b);

/** The sentence for a package that changed since, or null when it is as the event left it. */
function changedSince(event: PackEvent, pkg: ProductionPolygonPackage): string | null {
  switch (event.action) {
    case "pack":
    case "unpack":
      if (sameMoment(event.packedAt, pkg.packedAt)) return null;
      return pkg.packedAt === null
        ? `Package ${pkg.barcode} was unpacked since.`
        : `Package ${pkg.barcode} was packed again since.`;
    case "nest":
    case "unnest":
      if (event.parentPolygonPackageId === pkg.parentPolygonPackageId) return null;
      return pkg.parentPolygonPackageId === null
        ? `Package ${pkg.barcode} was taken off its pallet since.`
        : `Package ${pkg.barcode} was put on another pallet since.`;
    default:
      return null;
  }
}

/** Throws 409 with a sentence when a package of the batch is no longer as the batch left it. */
export async function assertBatchStillStands(ctx: PackingContext, batch: PackEvent[]): Promise<void> {
  const [later] = await findLaterEvents(ctx.db, batch);
  if (later) {
    const who = later.employeeId === ctx.employee.employeeId ? "you" : later.employeeName;
    throw new AppError(
      "conflict",
      "Cannot undo: the package changed since",
      `The package was changed since by ${who}; undo their change first.`,
    );
  }
  for (const event of batch) {
    if (event.polygonPackageId === null || event.action === "status") continue;
    const pkg = await ctx.upstream.polygonPackage.getById({ id: event.polygonPackageId });
    const change = changedSince(event, pkg);
    if (change)
      throw new AppError(
        "conflict",
        "Cannot undo: the package changed since",
        `${change} Nothing was undone.`,
      );
  }
}
