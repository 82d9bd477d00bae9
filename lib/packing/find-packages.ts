// Resolves what a packer scanned or chose to polygon packages, and describes
// the candidates when several packages share one barcode.
import type { Locale } from "@/lib/base/roles";
import { findPackagesByBarcode } from "@/lib/packing/packing";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { PackingContext } from "./context";
import type { ProductionPolygonPackage } from "@/lib/production-api/schemas";
import type { PackageRef } from "./schemas";

/** The packages a scan or a choice names: [] for an unknown barcode (a missing id is the upstream's 404). */
export async function resolvePackages(
  upstream: ProductionApiClient,
  ref: PackageRef,
): Promise<ProductionPolygonPackage[]> {
  if (ref.polygonPackageId !== undefined)
    return [await upstream.polygonPackage.getById({ id: ref.polygonPackageId })];
  return upstream.polygonPackage.getByBarcode({ barcode: ref.barcode ?? "" });
}

/** What the choice dialog shows of each package sharing a barcode. */
export async function describeCandidates(upstream: ProductionApiClient, locale: Locale, barcode: string) {
  const found = await findPackagesByBarcode(upstream, locale, barcode);
  return found.map((p) => ({
    id: p.id,
    barcode: p.barcode,
    isPacked: p.isPacked,
    packedAt: p.packedAt,
    packageType: p.packageType?.label ?? null,
    projectNumber: p.polygon?.projectNumber ?? null,
    reference: p.polygon?.reference ?? null,
    lineNumber: p.polygon?.lineNumber ?? null,
    product: p.polygon?.description ?? null,
    productionPolygonId: p.productionPolygonId,
  }));
}
export type Candidate = Awaited<ReturnType<typeof describeCandidates>>[number];

/** What a scan that names no package, or several, answers. */
export type NotOnePackage =
  { outcome: "unknown"; barcode: string } | { outcome: "choose"; barcode: string; candidates: Candidate[] };

/**
 * The one package a scan or a choice names; otherwise the answer to give
 * (unknown barcode, or the candidates to choose from).
 */
export async function resolveOnePackage(
  ctx: PackingContext,
  ref: PackageRef,
): Promise<{ pkg: ProductionPolygonPackage } | { answer: NotOnePackage }> {
  const found = await resolvePackages(ctx.upstream, ref);
  const barcode = ref.barcode ?? found[0]?.barcode ?? "";
  if (found.length === 0) return { answer: { outcome: "unknown", barcode } };
  if (found.length > 1) {
    const candidates = await describeCandidates(ctx.upstream, ctx.employee.locale, barcode);
    return { answer: { outcome: "choose", barcode, candidates } };
  }
  return { pkg: found[0]! };
}
