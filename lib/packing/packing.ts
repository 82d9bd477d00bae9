// The packing station: find the polygon packages behind a scanned barcode
// (with their package type and the polygon's project and status), mark them
// packed or unpacked, and create, nest and delete them.
import { z } from "zod";
import type { Locale } from "@/lib/auth/roles";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { createPolygonPackageBody, type ProductionPolygonPackage } from "@/lib/production-api/schemas";
import { withLabel } from "./package-types";
import { polygonsById, polygonSummary, projectSummaries } from "@/lib/polygons/polygons";

export const barcodeQuery = z.object({
  barcode: z.string({ message: "barcode is required" }).trim().min(1, "barcode is required").max(64),
});

/** Everything of the upstream's create but `packedAt`: a new package is packed through /pack. */
export const createPolygonPackageInput = createPolygonPackageBody.omit({ packedAt: true });

export const nestPolygonPackageBody = z.object({
  parentPolygonPackageId: z.number().int().positive().nullable(),
});

export async function findPackagesByBarcode(upstream: ProductionApiClient, locale: Locale, barcode: string) {
  const found = await upstream.polygonPackage.getByBarcode({ barcode });
  if (found.length === 0) return [];
  const [types, polygons] = await Promise.all([
    upstream.package.getAll(),
    polygonsById(
      upstream,
      found.map((p) => p.productionPolygonId),
    ),
  ]);
  const projects = await projectSummaries(
    upstream,
    [...polygons.values()].map((p) => p.productionProjectId),
  );
  const typeById = new Map(types.map((t) => [t.id, withLabel(t, locale)]));
  return found.map((polygonPackage) => {
    const polygon = polygons.get(polygonPackage.productionPolygonId);
    return {
      ...polygonPackage,
      isPacked: polygonPackage.packedAt !== null,
      packageType: typeById.get(polygonPackage.productionPackageId) ?? null,
      polygon: polygon ? polygonSummary(polygon, projects.get(polygon.productionProjectId)) : null,
    };
  });
}

export async function setPacked(
  upstream: ProductionApiClient,
  id: number,
  isPacked: boolean,
): Promise<ProductionPolygonPackage> {
  return upstream.polygonPackage.update({ id, packedAt: isPacked ? new Date().toISOString() : null });
}

export async function createPolygonPackage(
  upstream: ProductionApiClient,
  input: z.output<typeof createPolygonPackageInput>,
): Promise<ProductionPolygonPackage> {
  return upstream.polygonPackage.create(input);
}

/** Puts a package inside another (or takes it out with null); a cycle is the upstream's 409. */
export async function nestPolygonPackage(
  upstream: ProductionApiClient,
  id: number,
  parentPolygonPackageId: number | null,
): Promise<ProductionPolygonPackage> {
  return upstream.polygonPackage.update({ id, parentPolygonPackageId });
}

export async function deletePolygonPackage(upstream: ProductionApiClient, id: number): Promise<void> {
  await upstream.polygonPackage.delete({ id });
}
