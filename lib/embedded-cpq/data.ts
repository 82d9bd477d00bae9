// What the stand-in CPQ knows, read from the embedded production API's own
// tables: a production project is the CPQ project `projectId` of application
// `hubApplicationId`, its order spec's items are the CPQ polygons, its
// project materials the catalogue. Nothing is copied, so the two cannot disagree.
import { and, asc, eq, sql } from "drizzle-orm";
import { z } from "zod";
import { queryRows, type Database } from "@/lib/db/client";
import { polygons, projectMaterials, projects } from "@/lib/embedded-api/schema";
import { orderSpecBodySchema, type OrderSpecItem } from "@/lib/production-api/schemas";

export type StandInProject = {
  productionProjectId: number;
  projectId: number;
  projectNumber: string;
  reference: string | null;
  orderSpec: z.infer<typeof orderSpecBodySchema>;
  /** Per CPQ polygon id: the furthest-behind current production status of its parts. */
  statuses: Map<number, { value: number; at: Date }>;
  /** Per material id: its good side (the order spec has no such field). */
  goodSides: Map<number, string | null>;
};

const projectColumns = {
  productionProjectId: projects.id,
  projectId: projects.projectId,
  projectNumber: projects.projectNumber,
  reference: projects.reference,
  orderSpec: projects.orderSpec,
};

async function completeProject(
  db: Database,
  row: {
    productionProjectId: number;
    projectId: number;
    projectNumber: string;
    reference: string | null;
    orderSpec: unknown;
  },
): Promise<StandInProject> {
  const [parts, materials] = await Promise.all([
    db
      .select({
        polygonId: polygons.polygonId,
        value: polygons.currentStatusValue,
        at: polygons.currentStatusAssignedAt,
      })
      .from(polygons)
      .where(eq(polygons.productionProjectId, row.productionProjectId)),
    db
      .select({ materialId: projectMaterials.materialId, goodSide: projectMaterials.goodSide })
      .from(projectMaterials)
      .where(eq(projectMaterials.productionProjectId, row.productionProjectId)),
  ]);
  const statuses = new Map<number, { value: number; at: Date }>();
  for (const part of parts) {
    if (part.value === null || part.at === null) continue;
    const known = statuses.get(part.polygonId);
    if (!known || part.value < known.value) statuses.set(part.polygonId, { value: part.value, at: part.at });
  }
  return {
    ...row,
    orderSpec: orderSpecBodySchema.parse(row.orderSpec),
    statuses,
    goodSides: new Map(materials.map((m) => [m.materialId, m.goodSide])),
  };
}

/** The CPQ project `projectId` of an application, or null (LoadProject answers 204). */
export async function findProject(db: Database, applicationId: number, projectId: number) {
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .where(and(eq(projects.projectId, projectId), eq(projects.hubApplicationId, applicationId)))
    .limit(1);
  return row ? completeProject(db, row) : null;
}

/** The project holding a CPQ polygon, with that polygon's order-spec item. */
export async function findPolygon(db: Database, applicationId: number, polygonId: number) {
  const [row] = await db
    .select(projectColumns)
    .from(polygons)
    .innerJoin(projects, eq(projects.id, polygons.productionProjectId))
    .where(and(eq(polygons.polygonId, polygonId), eq(projects.hubApplicationId, applicationId)))
    .limit(1);
  if (!row) return null;
  const project = await completeProject(db, row);
  const item = project.orderSpec.items.find((candidate) => candidate.id === polygonId);
  return item ? { project, item } : null;
}

/** The latest projects of an application, for the instance's start page. */
export async function listProjects(db: Database, applicationId: number, limit = 50) {
  return db
    .select({
      projectId: projects.projectId,
      projectNumber: projects.projectNumber,
      reference: projects.reference,
    })
    .from(projects)
    .where(eq(projects.hubApplicationId, applicationId))
    .orderBy(asc(projects.projectNumber))
    .limit(limit);
}

export type OrderSpecLine = OrderSpecItem["billOfMaterials"][number];

const materialRowSchema = z.object({
  material_id: z.number(),
  material: z.string(),
  ean_code: z.string().nullable(),
  supplier: z.string().nullable(),
  supplier_code: z.string().nullable(),
  material_color: z.string().nullable(),
  sbn_key: z.string().nullable(),
  good_side: z.string().nullable(),
  // The project's bill-of-materials line of the material: its category, unit and price.
  bom: orderSpecBodySchema.shape.billOfMaterials.unwrap().element.nullable(),
});
export type StandInMaterial = z.infer<typeof materialRowSchema>;

/** A material of the application's projects, by EAN code or by CPQ material id. */
export async function findMaterial(
  db: Database,
  applicationId: number,
  by: { eanCode: string } | { materialId: number },
): Promise<StandInMaterial | null> {
  const where = "eanCode" in by ? sql`pm.ean_code = ${by.eanCode}` : sql`pm.material_id = ${by.materialId}`;
  const rows = await queryRows<unknown>(
    db,
    sql`select pm.material_id, pm.material, pm.ean_code, pm.supplier, pm.supplier_code, pm.material_color,
          pm.sbn_key, pm.good_side,
          (select line from jsonb_array_elements(p.order_spec -> 'billOfMaterials') line
            where (line ->> 'materialId')::int = pm.material_id limit 1) as bom
        from production_api.project_materials pm
        join production_api.projects p on p.id = pm.production_project_id
        where ${where} and p.hub_application_id = ${applicationId}
        limit 1`,
  );
  return rows[0] === undefined ? null : materialRowSchema.parse(rows[0]);
}

/** The supplier number in an SBN key (`SBN003-…` → 3): the same supplier keeps the same id. */
export const supplierIdOf = (sbnKey: string | null): number | null => {
  const match = /^SBN(\d+)-/.exec(sbnKey ?? "");
  return match ? Number(match[1]) : null;
};

/** The suppliers of the application's materials. */
export async function listSuppliers(db: Database, applicationId: number) {
  const rows = await queryRows<{ supplier: string; sbn_key: string | null }>(
    db,
    sql`select distinct on (pm.supplier) pm.supplier, pm.sbn_key
        from production_api.project_materials pm
        join production_api.projects p on p.id = pm.production_project_id
        where p.hub_application_id = ${applicationId} and pm.supplier is not null
        order by pm.supplier, pm.sbn_key`,
  );
  return rows.flatMap((row) => {
    const id = supplierIdOf(row.sbn_key);
    return id === null ? [] : [{ id, name: row.supplier }];
  });
}

/**
 * Purchase numbers live where production already reads them: the order-spec
 * item of the polygon (projectexport/getorderspec shows the same number).
 * Null when the application has no such polygon.
 */
export async function readPurchaseNumber(db: Database, applicationId: number, polygonId: number) {
  const found = await findPolygon(db, applicationId, polygonId);
  return found ? { purchaseNumber: found.item.purchaseNumber } : null;
}

/** Sets the purchase number on the polygon's order-spec item; false when the application has no such polygon. */
export async function writePurchaseNumber(
  db: Database,
  applicationId: number,
  polygonId: number,
  purchaseNumber: string | null,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update production_api.projects p
        set order_spec = jsonb_set(p.order_spec, array['items', (found.position - 1)::text, 'purchaseNumber'],
                                   to_jsonb(${purchaseNumber}::text))
        from (select pr.id, item.position
              from production_api.polygons pg
              join production_api.projects pr on pr.id = pg.production_project_id,
                   jsonb_array_elements(pr.order_spec -> 'items') with ordinality as item(value, position)
              where pg.polygon_id = ${polygonId} and pr.hub_application_id = ${applicationId}
                and (item.value ->> 'id')::int = ${polygonId}
              limit 1) found
        where p.id = found.id
        returning p.id`,
  );
  return rows.length > 0;
}
