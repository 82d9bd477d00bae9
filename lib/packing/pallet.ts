// Pallet mode: the packer scans a pallet (a package of a pallet kind,
// pallet-rules.ts), then the packages that go on it; each is nested under it on
// the upstream. The tree of the pallet is shown, and a package can be taken off.
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import type { ProductionPolygonPackage } from "@/lib/production-api/schemas";
import type { PackingContext } from "./context";
import { resolveOnePackage, type NotOnePackage } from "./find-packages";
import { keepPackEvents } from "./pack-events";
import { readPackageTypes, type PackageTypeLabels } from "./polygon-view";
import { polygonsById } from "@/lib/polygons/polygons";
import { readProjectFacts } from "./project-facts";
import { assertPallet, otherCustomer, type OtherCustomer } from "./pallet-rules";

export type PalletNode = {
  id: number;
  barcode: string;
  packageType: string | null;
  isPacked: boolean;
  productionPolygonId: number;
  projectNumber: string | null;
  /** The project's customer: the pallet label names whose packages it carries. */
  customer: string | null;
  lineNumber: number | null;
  children: PalletNode[];
};

/** A pallet holds a few dozen packages at most; deeper than this is bad data, not a pallet. */
const maxDepth = 6;

async function readTree(upstream: ProductionApiClient, rootId: number) {
  const packages = new Map<number, ProductionPolygonPackage>();
  let level = [rootId];
  for (let depth = 0; level.length > 0 && depth < maxDepth; depth++) {
    const read = await Promise.all(
      level.filter((id) => !packages.has(id)).map((id) => upstream.polygonPackage.getById({ id })),
    );
    for (const pkg of read) packages.set(pkg.id, pkg);
    level = read.flatMap((pkg) => pkg.childPolygonPackageIds);
  }
  return packages;
}

export async function palletTree(
  upstream: ProductionApiClient,
  locale: PackingContext["employee"]["locale"],
  rootId: number,
): Promise<PalletNode> {
  const [packages, types] = await Promise.all([
    readTree(upstream, rootId),
    readPackageTypes(upstream, locale),
  ]);
  const polygons = await polygonsById(
    upstream,
    [...packages.values()].map((p) => p.productionPolygonId),
  );
  const projectIds = [...new Set([...polygons.values()].map((p) => p.productionProjectId))];
  const projects = new Map(
    await Promise.all(projectIds.map(async (id) => [id, await readProjectFacts(upstream, id)] as const)),
  );
  const nodeOf = (
    pkg: ProductionPolygonPackage,
    seen: Set<number>,
    typeLabels: PackageTypeLabels,
  ): PalletNode => {
    const polygon = polygons.get(pkg.productionPolygonId);
    const project = polygon ? projects.get(polygon.productionProjectId) : undefined;
    seen.add(pkg.id);
    return {
      id: pkg.id,
      barcode: pkg.barcode,
      packageType: typeLabels.get(pkg.productionPackageId)?.label ?? null,
      isPacked: pkg.packedAt !== null,
      productionPolygonId: pkg.productionPolygonId,
      projectNumber: project?.projectNumber ?? null,
      customer: project?.customer ?? null,
      lineNumber: (polygon && project?.lines.get(polygon.polygonId)?.lineNumber) ?? null,
      children: pkg.childPolygonPackageIds
        .filter((id) => !seen.has(id) && packages.has(id))
        .map((id) => nodeOf(packages.get(id)!, seen, typeLabels)),
    };
  };
  return nodeOf(packages.get(rootId)!, new Set(), types);
}

export type PalletScanResult =
  | NotOnePackage
  | { outcome: "pallet"; pallet: PalletNode }
  | { outcome: "already-on"; packageId: number; pallet: PalletNode }
  | { outcome: "nested"; packageId: number; pallet: PalletNode }
  /** Not loaded: the pallet carries another customer's packages; scanned again with `allowOtherCustomer`, it is. */
  | ({ outcome: "other-customer"; packageId: number; barcode: string; pallet: PalletNode } & OtherCustomer);

const customersOn = (node: PalletNode): (string | null)[] => [
  node.customer,
  ...node.children.flatMap(customersOn),
];

async function nest(ctx: PackingContext, pkg: ProductionPolygonPackage, palletId: number) {
  try {
    await ctx.upstream.polygonPackage.update({ id: pkg.id, parentPolygonPackageId: palletId });
  } catch (error) {
    if (error instanceof ProductionApiError && error.status === 409) {
      const t = getTranslator(ctx.employee.locale);
      throw new AppError(
        "conflict",
        t("palletRefusals.cycleTitle"),
        t("palletRefusals.cycle", { barcode: pkg.barcode }),
      );
    }
    throw error;
  }
  keepPackEvents(ctx, [
    {
      action: "nest",
      polygonPackageId: pkg.id,
      productionPolygonId: pkg.productionPolygonId,
      parentPolygonPackageId: palletId,
      previousParentPolygonPackageId: pkg.parentPolygonPackageId,
    },
  ]);
}

export async function palletScan(
  ctx: PackingContext,
  input: { palletId?: number; barcode?: string; polygonPackageId?: number; allowOtherCustomer?: boolean },
): Promise<PalletScanResult> {
  const resolved = await resolveOnePackage(ctx, input);
  if ("answer" in resolved) return resolved.answer;
  const { pkg } = resolved;
  const { palletId } = input;
  if (palletId === undefined) {
    await assertPallet(ctx, pkg);
    return { outcome: "pallet", pallet: await palletTree(ctx.upstream, ctx.employee.locale, pkg.id) };
  }
  if (pkg.id === palletId) {
    throw new AppError("conflict", "This is the pallet itself", "Scan a package to put on the pallet.");
  }
  if (pkg.parentPolygonPackageId === palletId) {
    return {
      outcome: "already-on",
      packageId: pkg.id,
      pallet: await palletTree(ctx.upstream, ctx.employee.locale, palletId),
    };
  }
  // A pallet is never put on a box: what carries the package must be a pallet too.
  await assertPallet(ctx, await ctx.upstream.polygonPackage.getById({ id: palletId }));
  const before = await palletTree(ctx.upstream, ctx.employee.locale, palletId);
  const other = await otherCustomer(ctx, pkg, customersOn(before));
  if (other && !input.allowOtherCustomer)
    return { outcome: "other-customer", packageId: pkg.id, barcode: pkg.barcode, pallet: before, ...other };
  await nest(ctx, pkg, palletId);
  return {
    outcome: "nested",
    packageId: pkg.id,
    pallet: await palletTree(ctx.upstream, ctx.employee.locale, palletId),
  };
}

/** Takes a package off whatever holds it; answers the tree it came off (or the package's own when it was loose). */
export async function takeOff(ctx: PackingContext, polygonPackageId: number): Promise<PalletNode> {
  const pkg = await ctx.upstream.polygonPackage.getById({ id: polygonPackageId });
  const parentId = pkg.parentPolygonPackageId;
  if (parentId === null) return palletTree(ctx.upstream, ctx.employee.locale, pkg.id);
  await ctx.upstream.polygonPackage.update({ id: pkg.id, parentPolygonPackageId: null });
  keepPackEvents(ctx, [
    {
      action: "unnest",
      polygonPackageId: pkg.id,
      productionPolygonId: pkg.productionPolygonId,
      parentPolygonPackageId: null,
      previousParentPolygonPackageId: parentId,
    },
  ]);
  return palletTree(ctx.upstream, ctx.employee.locale, parentId);
}
