// The polygon panel of the packing station: where the polygon belongs (project,
// customer, line, product, size), its current status, and all its packages
// with type, packed state, who packed them and how they nest. Also decides
// when a polygon counts as packed and when a whole project is.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { currentStatusOf } from "@/lib/polygons/polygons";
import { packedStatusValue } from "@/lib/workflow/department-workflow";
import { withLabel } from "@/lib/polygons/package-types";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ProductionPolygon, ProductionPolygonPackage } from "@/lib/production-api/schemas";
import { findPackers, type PackedBy } from "./pack-events";
import { readProjectFacts, type ProjectFacts } from "./project-facts";

/** The supplement's "shipped", the one status after "packed". */
const shippedStatusValue = 700;
/** Packed, and what follows it (shipped): a polygon at one of these needs no packing. */
const packedOrLaterValues = new Set([packedStatusValue, shippedStatusValue]);

export const isPackedStatus = (value: number | null | undefined) =>
  value !== null && value !== undefined && packedOrLaterValues.has(value);

/**
 * Every package of the polygon that holds no other packages is packed. A
 * package that holds others (a pallet) is a carrier, not the polygon's goods.
 */
export function isEveryPackagePacked(packages: ProductionPolygonPackage[]): boolean {
  const goods = packages.filter((p) => p.childPolygonPackageIds.length === 0);
  return goods.length > 0 && goods.every((p) => p.packedAt !== null);
}

export type PackageTypeLabels = Map<number, { code: string; label: string; packageKind: number }>;

export async function readPackageTypes(
  upstream: ProductionApiClient,
  locale: Locale,
): Promise<PackageTypeLabels> {
  const types = await upstream.package.getAll();
  return new Map(
    types.map((t) => {
      const { code, label, packageKind } = withLabel(t, locale);
      return [t.id, { code, label, packageKind }];
    }),
  );
}

export function packageView(
  pkg: ProductionPolygonPackage,
  types: PackageTypeLabels,
  packers: Map<number, PackedBy>,
  position: { index: number; count: number },
) {
  const type = types.get(pkg.productionPackageId);
  return {
    id: pkg.id,
    barcode: pkg.barcode,
    amount: pkg.amount,
    packedAt: pkg.packedAt,
    isPacked: pkg.packedAt !== null,
    packedBy: pkg.packedAt !== null ? (packers.get(pkg.id)?.employeeName ?? null) : null,
    productionPackageId: pkg.productionPackageId,
    packageType: type?.label ?? null,
    packageCode: type?.code ?? null,
    parentPolygonPackageId: pkg.parentPolygonPackageId,
    childPolygonPackageIds: pkg.childPolygonPackageIds,
    /** "package n of m" within the polygon. */
    number: position.index + 1,
    of: position.count,
  };
}
export type PackageView = ReturnType<typeof packageView>;

export function polygonView(
  polygon: ProductionPolygon,
  project: ProjectFacts,
  packages: ProductionPolygonPackage[],
  types: PackageTypeLabels,
  packers: Map<number, PackedBy>,
) {
  const line = project.lines.get(polygon.polygonId);
  const sorted = [...packages].sort((a, b) => a.id - b.id);
  return {
    id: polygon.id,
    productionProjectId: polygon.productionProjectId,
    projectNumber: project.projectNumber,
    reference: project.reference,
    customer: project.customer,
    lineNumber: line?.lineNumber ?? null,
    product: line?.product ?? null,
    width: line?.width ?? null,
    height: line?.height ?? null,
    statusValue: currentStatusOf(polygon)?.productionStatusValue ?? null,
    productionPackageId: polygon.productionPackageId,
    packages: sorted.map((pkg, index) => packageView(pkg, types, packers, { index, count: sorted.length })),
  };
}
export type PolygonView = ReturnType<typeof polygonView>;

/** Everything the panel shows about one polygon, read in parallel. */
export async function loadPolygonView(
  upstream: ProductionApiClient,
  db: Database,
  locale: Locale,
  productionPolygonId: number,
  known: {
    polygon?: ProductionPolygon;
    packages?: ProductionPolygonPackage[];
    /** Packers known before their rows are written (the scan under way), over those recorded. */
    packers?: Map<number, PackedBy>;
  } = {},
): Promise<{ view: PolygonView; project: ProjectFacts; packages: ProductionPolygonPackage[] }> {
  const [polygon, packages, types] = await Promise.all([
    known.polygon ?? upstream.polygon.getById({ id: productionPolygonId }),
    known.packages ?? upstream.polygonPackage.getByPolygon({ productionPolygonId }),
    readPackageTypes(upstream, locale),
  ]);
  const [project, recorded] = await Promise.all([
    readProjectFacts(upstream, polygon.productionProjectId),
    // Who packed is shown for packed packages only; a packer already known is not looked up.
    findPackers(
      db,
      packages.filter((p) => p.packedAt !== null && !known.packers?.has(p.id)).map((p) => p.id),
    ),
  ]);
  const packers = new Map([...recorded, ...(known.packers ?? [])]);
  return { view: polygonView(polygon, project, packages, types, packers), project, packages };
}

/** Is every polygon of the project packed (or further)? One call for all its polygons. */
export async function isProjectPacked(
  upstream: ProductionApiClient,
  project: ProjectFacts,
): Promise<boolean> {
  const polygonIds = [...project.lines.keys()];
  if (polygonIds.length === 0) return false;
  const polygons = await upstream.status.getPolygonStatusInfoForWtPolygons({ polygonIds });
  const ours = polygons.filter((p) => p.productionProjectId === project.productionProjectId);
  return ours.length > 0 && ours.every((p) => isPackedStatus(currentStatusOf(p)?.productionStatusValue));
}

/** The packing panel: the polygon, and whether its whole project is packed (asked only once this polygon is). */
export async function loadPackingPanel(
  upstream: ProductionApiClient,
  db: Database,
  locale: Locale,
  productionPolygonId: number,
  known: Pick<Parameters<typeof loadPolygonView>[4] & object, "packages" | "packers"> = {},
) {
  const { view, project } = await loadPolygonView(upstream, db, locale, productionPolygonId, known);
  const isProjectComplete = isPackedStatus(view.statusValue) && (await isProjectPacked(upstream, project));
  return { ...view, isProjectComplete };
}
export type PackingPanel = Awaited<ReturnType<typeof loadPackingPanel>>;
