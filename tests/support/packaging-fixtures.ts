// The least data the package, polygon department and polygon package contract
// tests hang their records on: one project with two polygons, a department and
// two kinds of package, inserted straight into the embedded API's tables.
import type { Database } from "@/lib/db/client";
import { departments, packages, polygons, projects } from "@/lib/embedded-api/schema";

export type PackagingFixtures = {
  productionProjectId: number;
  polygonIds: [number, number];
  departmentId: number;
  boxPackageId: number;
  palletPackageId: number;
};

export async function insertPackagingFixtures(
  db: Database,
  projectNumber = "P-1001",
): Promise<PackagingFixtures> {
  const [project] = await db
    .insert(projects)
    .values({ projectId: 5001, hubApplicationId: 1, projectNumber, exportProject: {}, orderSpec: {} })
    .returning({ id: projects.id });
  const polygonRows = await db
    .insert(polygons)
    .values([
      { polygonId: 9001, productionProjectId: project!.id, lineNumber: 1, product: "Curtain" },
      { polygonId: 9002, productionProjectId: project!.id, lineNumber: 2, product: "Roller blind" },
    ])
    .returning({ id: polygons.id });
  const [box, pallet] = await db
    .insert(packages)
    .values([
      { code: "BOX", descriptions: { en: "Box", nl: "Doos" }, packageKind: 1 },
      { code: "PALLET", descriptions: { en: "Pallet", nl: "Pallet" }, packageKind: 2 },
    ])
    .returning({ id: packages.id });
  const [department] = await db
    .insert(departments)
    .values({ code: "SEW", name: "Sewing", deliveryTime: 2, defaultProductionPackageId: box!.id })
    .returning({ id: departments.id });
  return {
    productionProjectId: project!.id,
    polygonIds: [polygonRows[0]!.id, polygonRows[1]!.id],
    departmentId: department!.id,
    boxPackageId: box!.id,
    palletPackageId: pallet!.id,
  };
}
