// Adds a package to a polygon at the packing station (a second box, a tube):
// the upstream makes its barcode; the packer then prints its label.
import { AppError } from "@/lib/errors";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { PackingContext } from "./context";
import { loadPolygonView, type PackageView, type PolygonView } from "./polygon-view";

/** The packing department's default package type, if the upstream names one. */
async function packingDefault(upstream: ProductionApiClient): Promise<number | null> {
  const departments = await upstream.department.getAll();
  const packing = departments.find((d) => d.code.trim().toUpperCase() === "PACK");
  return packing?.defaultProductionPackageId ?? null;
}

export async function addPackage(
  ctx: PackingContext,
  productionPolygonId: number,
  input: { productionPackageId?: number; amount: number },
): Promise<{ package: PackageView; polygon: PolygonView }> {
  const polygon = await ctx.upstream.polygon.getById({ id: productionPolygonId });
  const productionPackageId =
    input.productionPackageId ?? polygon.productionPackageId ?? (await packingDefault(ctx.upstream));
  if (productionPackageId === null) {
    throw new AppError(
      "invalid_input",
      "Choose a package type",
      "This polygon has no package type of its own.",
      {
        productionPackageId: ["Choose a package type"],
      },
    );
  }
  const created = await ctx.upstream.polygonPackage.create({
    productionPolygonId,
    productionPackageId,
    amount: input.amount,
  });
  const { view } = await loadPolygonView(ctx.upstream, ctx.db, ctx.employee.locale, productionPolygonId, {
    polygon,
  });
  return { package: view.packages.find((p) => p.id === created.id)!, polygon: view };
}
