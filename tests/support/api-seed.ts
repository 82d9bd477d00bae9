// The production data the route tests start from: one project "P-1001" with
// two polygons at status 100, cutting and packing work planned, two packages.
import type { Database } from "@/lib/db/client";
import * as t from "@/lib/embedded-api/schema";

export type SeedIds = {
  boxPackageId: number;
  departments: { CUT: number; SEW: number; PACK: number };
  productionProjectId: number;
  /** Production polygon ids; the first is overdue in cutting, the second not. */
  polygonIds: [number, number];
  /** Their CPQ (WT) polygon ids, which are their order-spec item ids. */
  wtPolygonIds: [number, number];
  materialEntryIds: [number, number];
  polygonPackageIds: [number, number];
};

/** A small production: one project "P-1001" with two polygons at status 100, cut and packed work, packages. */
export async function seedProduction(db: Database, now = new Date()): Promise<SeedIds> {
  const day = 86_400_000;
  const at = (offsetDays: number) => new Date(now.getTime() + offsetDays * day);
  const [box, roll] = await db
    .insert(t.packages)
    .values([
      { code: "BOX", descriptions: { en: "Box", nl: "Doos" }, packageKind: 1 },
      { code: "ROLL", descriptions: { en: "Roll", nl: "Rol" }, packageKind: 2 },
    ])
    .returning();
  const deps = await db
    .insert(t.departments)
    .values(["CUT", "SEW", "PACK"].map((code) => ({ code, name: `${code} room`, deliveryTime: 1 })))
    .returning();
  const items = [7001, 7002].map((id, i) => ({
    id,
    lineNumber: i + 1,
    description: `Curtain ${i + 1}`,
    width: 1200,
    height: 2400,
  }));
  const [project] = await db
    .insert(t.projects)
    .values({
      projectId: 5001,
      hubApplicationId: 1,
      projectNumber: "P-1001",
      reference: "Smith",
      exportProject: { id: 5001, prjNumber: "P-1001", reference: "Smith" },
      orderSpec: { id: 5001, projectNumber: "P-1001", reference: "Smith", items },
    })
    .returning();
  const polygons = await db
    .insert(t.polygons)
    .values(
      items.map((item) => ({
        polygonId: item.id,
        productionProjectId: project!.id,
        lineNumber: item.lineNumber,
        product: "Curtain",
        productionPackageId: box!.id,
        currentStatusValue: 100,
        currentStatusAssignedAt: at(-3),
      })),
    )
    .returning();
  const [released] = await db.insert(t.statusValues).values({ value: 100 }).returning();
  await db.insert(t.polygonStatuses).values(
    polygons.map((p) => ({
      productionPolygonId: p.id,
      productionStatusId: released!.id,
      productionStatusValue: 100,
      hubEmployeeId: 1,
      assignedAt: at(-3),
    })),
  );
  const [material] = await db
    .insert(t.projectMaterials)
    .values({
      productionProjectId: project!.id,
      materialId: 1,
      material: "Velvet",
      eanCode: "8712345678906",
      amount: 2,
    })
    .returning();
  const entries = await db
    .insert(t.polygonMaterials)
    .values(
      polygons.map((p, i) => ({
        productionPolygonId: p.id,
        productionProjectMaterialId: material!.id,
        polygonProjectMaterialId: 100 + i,
      })),
    )
    .returning();
  const [cut, sew, pack] = deps;
  await db.insert(t.polygonDepartments).values([
    { productionPolygonId: polygons[0]!.id, productionDepartmentId: cut!.id, finishAt: at(-1) },
    { productionPolygonId: polygons[1]!.id, productionDepartmentId: cut!.id, finishAt: at(2) },
    { productionPolygonId: polygons[0]!.id, productionDepartmentId: pack!.id, finishAt: at(3) },
  ]);
  const packs = await db
    .insert(t.polygonPackages)
    .values(
      polygons.map((p, i) => ({
        productionPolygonId: p.id,
        productionPackageId: i ? roll!.id : box!.id,
        barcode: `PKG-000${i + 1}`,
      })),
    )
    .returning();
  return {
    boxPackageId: box!.id,
    departments: { CUT: cut!.id, SEW: sew!.id, PACK: pack!.id },
    productionProjectId: project!.id,
    polygonIds: [polygons[0]!.id, polygons[1]!.id],
    wtPolygonIds: [7001, 7002],
    materialEntryIds: [entries[0]!.id, entries[1]!.id],
    polygonPackageIds: [packs[0]!.id, packs[1]!.id],
  };
}
