// Scan to pack: one scan of a package barcode marks the one unpacked package
// behind it packed (amount kept), and moves its polygon to "packed" when that
// was its last package. An already packed or unknown barcode writes nothing;
// a shared barcode asks for a choice. The answer carries what the screen shows
// next, the polygon's panel (polygon-view.ts), so nothing is fetched again
// after the green flash; each record is read once (the gateway's memo), and the
// scan's own rows (the pack, the status move it caused) are one statement, in
// one transaction with the request's idempotency answer and audit outcome.
import { packedRemark } from "@/lib/polygons/app-remarks";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { packedStatusValue } from "@/lib/workflow/department-workflow";
import type { ProductionPolygonPackage } from "@/lib/production-api/schemas";
import type { PackingContext } from "./context";
import { resolveOnePackage, type NotOnePackage } from "./find-packages";
import { findPackers, keepPackEvents, type NewPackEvent } from "./pack-events";
import { isEveryPackagePacked, isPackedStatus, loadPackingPanel, type PackingPanel } from "./polygon-view";
import type { PackageRef } from "./schemas";

/** The scanned package, with its place among the polygon's packages ("package n of m"). */
export type ScannedPackage = {
  id: number;
  barcode: string;
  amount: number;
  productionPolygonId: number;
  number: number;
  of: number;
};

export type PackScanResult =
  | NotOnePackage
  | {
      outcome: "already-packed";
      package: ScannedPackage;
      packedAt: string;
      /** Who packed it through this app; null when it was packed elsewhere. */
      packedBy: string | null;
      /** The polygon's panel, as GET /api/pack/polygons/{id} answers it. */
      panel: PackingPanel;
    }
  | {
      outcome: "packed";
      package: ScannedPackage;
      /** This scan packed the polygon's last package and moved it to the packed status. */
      isPolygonPacked: boolean;
      panel: PackingPanel;
    };

function scannedPackage(pkg: ProductionPolygonPackage, siblings: ProductionPolygonPackage[]): ScannedPackage {
  const ids = siblings.map((p) => p.id).sort((a, b) => a - b);
  return {
    id: pkg.id,
    barcode: pkg.barcode,
    amount: pkg.amount,
    productionPolygonId: pkg.productionPolygonId,
    number: ids.indexOf(pkg.id) + 1,
    of: ids.length,
  };
}

const panelOf = (
  ctx: PackingContext,
  productionPolygonId: number,
  known: Parameters<typeof loadPackingPanel>[4],
) => loadPackingPanel(ctx.upstream, ctx.db, ctx.employee.locale, productionPolygonId, known);

async function alreadyPacked(ctx: PackingContext, pkg: ProductionPolygonPackage): Promise<PackScanResult> {
  const siblings = await ctx.upstream.polygonPackage.getByPolygon({
    productionPolygonId: pkg.productionPolygonId,
  });
  const [packers, panel] = await Promise.all([
    findPackers(ctx.db, [pkg.id]),
    panelOf(ctx, pkg.productionPolygonId, { packages: siblings }),
  ]);
  return {
    outcome: "already-packed",
    package: scannedPackage(pkg, siblings),
    packedAt: pkg.packedAt ?? "",
    packedBy: packers.get(pkg.id)?.employeeName ?? null,
    panel,
  };
}

async function pack(ctx: PackingContext, pkg: ProductionPolygonPackage): Promise<PackScanResult> {
  const { upstream, employee } = ctx;
  // The scan's moment, also when the outbox sent it later (lib/route/made-at.ts).
  const packedAt = ctx.at ?? new Date();
  // The polygon and its packages are read while the pack is written (one round trip, not three).
  const [, polygon, read] = await Promise.all([
    upstream.polygonPackage.update({ id: pkg.id, packedAt: packedAt.toISOString() }),
    upstream.polygon.getById({ id: pkg.productionPolygonId }),
    upstream.polygonPackage.getByPolygon({ productionPolygonId: pkg.productionPolygonId }),
  ]);
  const packages = read.map((p) => (p.id === pkg.id ? { ...p, packedAt: packedAt.toISOString() } : p));
  const previousStatusValue = currentStatusOf(polygon)?.productionStatusValue ?? null;
  const isPolygonPacked = isEveryPackagePacked(packages) && !isPackedStatus(previousStatusValue);
  const events: NewPackEvent[] = [
    {
      action: "pack",
      polygonPackageId: pkg.id,
      productionPolygonId: polygon.id,
      packedAt,
      previousPackedAt: null,
    },
  ];
  if (isPolygonPacked) {
    events.push({
      action: "status",
      polygonPackageId: pkg.id,
      productionPolygonId: polygon.id,
      statusValue: packedStatusValue,
      previousStatusValue,
    });
  }
  if (isPolygonPacked) {
    await upstream.status.setStatusForPolygons({
      productionPolygonIds: [polygon.id],
      statusValue: packedStatusValue,
      remarks: packedRemark,
    });
  }
  // The scan's rows in one statement, kept for the request's end: one transaction with its
  // Idempotency-Key answer and audit outcome. When it fails the scan answers 503; the tablet's outbox
  // sends it again with its key, which replays the upstream writes recorded on the claim and writes
  // these rows then (docs/idempotency-and-outbox.md).
  keepPackEvents(ctx, events);
  // The panel names who packed: this scan's packer is known before its row is written.
  const panel = await panelOf(ctx, polygon.id, {
    packages,
    packers: new Map([[pkg.id, { employeeName: employee.displayName, at: packedAt.toISOString() }]]),
  });
  return { outcome: "packed", package: scannedPackage(pkg, packages), isPolygonPacked, panel };
}

export async function packScan(ctx: PackingContext, ref: PackageRef): Promise<PackScanResult> {
  const resolved = await resolveOnePackage(ctx, ref);
  if ("answer" in resolved) return resolved.answer;
  const { pkg } = resolved;
  return pkg.packedAt !== null ? alreadyPacked(ctx, pkg) : pack(ctx, pkg);
}
