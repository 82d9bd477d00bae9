// Scan to pack: one scan of a package barcode marks the one unpacked package
// behind it packed (amount kept), moves its polygon to "packed" when that was
// its last package, and says when the whole project is packed. An already
// packed or unknown barcode writes nothing; a shared barcode asks for a choice.
import { currentStatusOf } from "@/lib/bff/polygons";
import { packedStatusValue } from "@/lib/bff/department-workflow";
import type { ProductionPolygonPackage } from "@/lib/production-api/schemas";
import type { PackingContext } from "./context";
import { describeCandidates, resolvePackages, type Candidate } from "./find-packages";
import { findPackers, recordPackEvents, type NewPackEvent } from "./pack-events";
import {
  isEveryPackagePacked,
  isPackedStatus,
  isProjectPacked,
  loadPolygonView,
  type PackageView,
  type PolygonView,
} from "./polygon-view";
import type { PackageRef } from "./schemas";

export type PackScanResult =
  | { outcome: "unknown"; barcode: string }
  | { outcome: "choose"; barcode: string; candidates: Candidate[] }
  | {
      outcome: "already-packed";
      package: PackageView;
      packedAt: string;
      /** Who packed it through this app; null when it was packed elsewhere. */
      packedBy: string | null;
      polygon: PolygonView;
      isProjectComplete: boolean;
    }
  | {
      outcome: "packed";
      package: PackageView;
      polygon: PolygonView;
      /** This scan packed the polygon's last package and moved it to the packed status. */
      isPolygonPacked: boolean;
      isProjectComplete: boolean;
    };

const viewOf = (polygon: PolygonView, id: number) => polygon.packages.find((p) => p.id === id)!;

async function alreadyPacked(ctx: PackingContext, pkg: ProductionPolygonPackage): Promise<PackScanResult> {
  const [{ view, project }, packers] = await Promise.all([
    loadPolygonView(ctx.upstream, ctx.db, ctx.employee.locale, pkg.productionPolygonId),
    findPackers(ctx.db, [pkg.id]),
  ]);
  return {
    outcome: "already-packed",
    package: viewOf(view, pkg.id),
    packedAt: pkg.packedAt ?? "",
    packedBy: packers.get(pkg.id)?.employeeName ?? null,
    polygon: view,
    isProjectComplete: isPackedStatus(view.statusValue) && (await isProjectPacked(ctx.upstream, project)),
  };
}

async function pack(ctx: PackingContext, pkg: ProductionPolygonPackage): Promise<PackScanResult> {
  const { upstream, db, employee } = ctx;
  const packedAt = new Date();
  await upstream.polygonPackage.update({ id: pkg.id, packedAt: packedAt.toISOString() });
  const events: NewPackEvent[] = [
    {
      action: "pack",
      polygonPackageId: pkg.id,
      productionPolygonId: pkg.productionPolygonId,
      packedAt,
      previousPackedAt: null,
    },
  ];
  const [polygon, packages] = await Promise.all([
    upstream.polygon.getById({ id: pkg.productionPolygonId }),
    upstream.polygonPackage.getByPolygon({ productionPolygonId: pkg.productionPolygonId }),
  ]);
  const previousStatusValue = currentStatusOf(polygon)?.productionStatusValue ?? null;
  const isPolygonPacked = isEveryPackagePacked(packages) && !isPackedStatus(previousStatusValue);
  const [{ view, project }] = await Promise.all([
    loadPolygonView(upstream, db, employee.locale, pkg.productionPolygonId, { polygon, packages }),
    isPolygonPacked &&
      upstream.status.setStatusForPolygons({
        productionPolygonIds: [polygon.id],
        statusValue: packedStatusValue,
        remarks: "Packed: every package scanned",
      }),
  ]);
  if (isPolygonPacked) {
    events.push({
      action: "status",
      polygonPackageId: pkg.id,
      productionPolygonId: polygon.id,
      statusValue: packedStatusValue,
      previousStatusValue,
    });
  }
  // The upstream changed already: a failure to write our own record must not turn the scan red.
  await recordPackEvents(db, employee, events).catch((error: unknown) => {
    console.error(`[packing] could not record the pack of polygon package ${pkg.id}:`, error);
  });
  const polygonView = { ...view, statusValue: isPolygonPacked ? packedStatusValue : view.statusValue };
  const packageView = { ...viewOf(view, pkg.id), packedBy: employee.displayName };
  polygonView.packages = polygonView.packages.map((p) => (p.id === pkg.id ? packageView : p));
  return {
    outcome: "packed",
    package: packageView,
    polygon: polygonView,
    isPolygonPacked,
    isProjectComplete: isPackedStatus(polygonView.statusValue) && (await isProjectPacked(upstream, project)),
  };
}

export async function packScan(ctx: PackingContext, ref: PackageRef): Promise<PackScanResult> {
  const found = await resolvePackages(ctx.upstream, ref);
  const barcode = ref.barcode ?? found[0]?.barcode ?? "";
  if (found.length === 0) return { outcome: "unknown", barcode };
  if (found.length > 1) {
    return {
      outcome: "choose",
      barcode,
      candidates: await describeCandidates(ctx.upstream, ctx.employee.locale, barcode),
    };
  }
  const pkg = found[0]!;
  return pkg.packedAt !== null ? alreadyPacked(ctx, pkg) : pack(ctx, pkg);
}
