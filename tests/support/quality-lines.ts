// Lines for the quality checks' tests, beside api-seed.ts's production: a
// Quality control department and order lines of a product type with their
// width and drop, planned in cutting, sewing, QC and packing, at a status.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import * as t from "@/lib/embedded-api/schema";
import type { ProductionApiClient } from "@/lib/production-api/client";

/** The QC department (made once per database); its id. */
export async function ensureQcDepartment(db: Database): Promise<number> {
  const [existing] = await db
    .select({ id: t.departments.id })
    .from(t.departments)
    .where(eq(t.departments.code, "QC"));
  if (existing) return existing.id;
  const [row] = await db
    .insert(t.departments)
    .values({ code: "QC", name: "Quality control", deliveryTime: 1 })
    .returning({ id: t.departments.id });
  return row!.id;
}

const polygonTypes = {
  Curtain: { id: 1, code: "CUR", description: "Curtain", interfaceKey: "CURTAIN", category: "Curtains" },
  "Curtain rail": {
    id: 6,
    code: "RAIL",
    description: "Curtain rail",
    interfaceKey: "CURTAIN_RAIL",
    category: "Rails",
  },
} as const;

let nextProject = 1;

/**
 * One order line made as one production polygon, planned in these departments
 * (by code), its status set through the upstream (as a station would).
 */
export async function makeLine(
  db: Database,
  upstream: ProductionApiClient,
  line: {
    product: keyof typeof polygonTypes;
    widthMm: number;
    dropMm: number | null;
    statusValue: number;
    departmentCodes?: string[];
  },
): Promise<number> {
  const type = polygonTypes[line.product];
  const n = nextProject++;
  const itemId = 9000 + n;
  const item = {
    id: itemId,
    lineNumber: 1,
    description: `${line.product} ${n}`,
    width: line.widthMm,
    height: line.dropMm,
    productCategory: type.category,
    polygonType: {
      id: type.id,
      code: type.code,
      description: type.description,
      interfaceKey: type.interfaceKey,
    },
  };
  const projectNumber = `Q-${1000 + n}`;
  const [project] = await db
    .insert(t.projects)
    .values({
      projectId: 6000 + n,
      hubApplicationId: 1,
      projectNumber,
      reference: "Quality",
      exportProject: { id: 6000 + n, prjNumber: projectNumber, reference: "Quality" },
      orderSpec: { id: 6000 + n, projectNumber, reference: "Quality", items: [item] },
    })
    .returning({ id: t.projects.id });
  const [polygon] = await db
    .insert(t.polygons)
    .values({ polygonId: itemId, productionProjectId: project!.id, lineNumber: 1, product: line.product })
    .returning({ id: t.polygons.id });
  const departments = await db.select({ id: t.departments.id, code: t.departments.code }).from(t.departments);
  const codes = line.departmentCodes ?? ["CUT", "SEW", "QC", "PACK"];
  await db
    .insert(t.polygonDepartments)
    .values(
      departments
        .filter((d) => codes.includes(d.code))
        .map((d) => ({ productionPolygonId: polygon!.id, productionDepartmentId: d.id })),
    );
  await upstream.status.setStatusForPolygons({
    productionPolygonIds: [polygon!.id],
    statusValue: line.statusValue,
  });
  return polygon!.id;
}
