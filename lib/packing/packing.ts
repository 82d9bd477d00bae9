// The packages behind a scanned barcode, with their package type (in the
// packer's language) and their polygon's order line and status.
import type { Locale } from "@/lib/base/roles";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { orderSpecsOf } from "@/lib/polygons/order-specs";
import { polygonsById, polygonSummary } from "@/lib/polygons/polygons";
import { withLabel } from "@/lib/polygons/package-types";

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
  const specs = await orderSpecsOf(
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
      polygon: polygon ? polygonSummary(polygon, specs.get(polygon.productionProjectId)) : null,
    };
  });
}
