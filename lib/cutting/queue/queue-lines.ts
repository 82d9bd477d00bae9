// The lines waiting at a cutting department, each with what its cut sizes
// follow from: the order line's width and drop, its fabric (the main material's
// EAN) and its product's rule. Read from the kept lists (lib/shared-lists) and
// the order specs (lib/polygons), the same data the station's queue shows.
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { OrderSpecItem } from "@/lib/production-api/schemas";
import { orderSpecsOf } from "@/lib/polygons/order-specs";
import { placedPolygons } from "@/lib/shared-lists/placement";
import { workOfDepartment } from "@/lib/shared-lists/status-lists";
import { workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import type { CutLine, ProductTypeRule } from "../sizes/schemas";
import { enteredDepartmentAt } from "./entered-at";
import { ruleOfProduct } from "./product-rules";

export type QueueLine = {
  productionPolygonId: number;
  productionProjectId: number;
  /** The order-spec item it is made for (what names the line on a screen). */
  polygonId: number;
  /** The fabric: the order line's main material; null when the spec names none. */
  fabric: { eanCode: string; name: string | null } | null;
  /** What the cut sizes need, or the sentence saying what is missing. */
  need: { line: CutLine; rule: ProductTypeRule } | { reason: string };
  /** When it last came into the department: cuts made before then were undone (cut-so-far.ts). */
  enteredAt: Date | null;
};

const positive = (value: unknown) => (typeof value === "number" && value > 0 ? value : null);

function fabricOf(item: OrderSpecItem) {
  const main = item.materials.find((m) => m.isMainCategory) ?? item.materials[0];
  const eanCode = main?.material?.eanCode;
  return eanCode ? { eanCode, name: main?.material?.description ?? main?.name ?? null } : null;
}

function needOf(item: OrderSpecItem | undefined, productionPolygonId: number, projectId: number) {
  if (!item) return { reason: "its order line is not in the project's order spec" };
  const product = item.model?.description ?? item.productCategory ?? item.description ?? "this product";
  const rule = ruleOfProduct(item.polygonType?.interfaceKey ?? null, item.productCategory);
  if (!rule) return { reason: `there is no cut rule for ${product}` };
  if (!fabricOf(item)) return { reason: "its order line names no fabric" };
  const width = positive(item.width);
  const height = positive(item.height);
  if (width === null || height === null)
    return { reason: `its order line has no ${width === null ? "width" : "height"}` };
  // A pair of curtains is one order line made as two polygons: each is cut for its half.
  const parts = Math.max(1, Math.round(positive(item.attributes.parts) ?? 1));
  const fullness = positive(item.attributes.fullness);
  const line: CutLine = {
    productionPolygonId,
    projectId,
    widthMm: Math.round(width / parts),
    heightMm: Math.round(height),
    ...(fullness !== null && fullness >= 1 && fullness <= 4 ? { fullness } : {}),
  };
  return { line, rule };
}

/** The polygons waiting (or started, not done) at this department, by id; empty when it has no workflow. */
async function polygonsAtCutting(db: Database, upstream: ProductionApiClient, departmentId: number) {
  const [department, workflowAll, entries] = await Promise.all([
    upstream.department.getById({ id: departmentId }),
    loadWorkflow(db),
    workOfDepartment(upstream, departmentId),
  ]);
  const workflow = workflowOfDepartment(workflowAll, department.code);
  if (!workflow) return [];
  const values = [...workflow.waitingValues];
  if (workflow.startedValue !== null) values.push(workflow.startedValue);
  // On hold is left out: a held line is not cut until its problem is solved.
  return (await placedPolygons(upstream, workflow, entries, values))
    .filter((p) => p.stage === "waiting" || p.stage === "started")
    .map((p) => ({ polygon: p.polygon, enteredAt: enteredDepartmentAt(workflow, p.polygon.statuses) }))
    .sort((a, b) => a.polygon.id - b.polygon.id);
}

/** When this line last came into the department, if it is there now (null: it is not, or its history says no more). */
export async function enteredCuttingAt(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  productionPolygonId: number,
): Promise<Date | null> {
  const placed = await polygonsAtCutting(db, upstream, departmentId);
  return placed.find((p) => p.polygon.id === productionPolygonId)?.enteredAt ?? null;
}

/** The lines waiting (or started, not done) at this department, with their specs; empty when it has no workflow. */
export async function cuttingQueueLines(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
): Promise<QueueLine[]> {
  const placed = await polygonsAtCutting(db, upstream, departmentId);
  const specs = await orderSpecsOf(
    upstream,
    placed.map((p) => p.polygon.productionProjectId),
  );
  return placed.map(({ polygon, enteredAt }) => {
    const item = specs
      .get(polygon.productionProjectId)
      ?.orderSpec.items.find((i) => i.id === polygon.polygonId);
    const need = needOf(item, polygon.id, polygon.productionProjectId);
    // A product without a cut rule (a rail) is not cut from fabric: its main material is no fabric.
    const isFabricLine =
      item !== undefined &&
      ruleOfProduct(item.polygonType?.interfaceKey ?? null, item.productCategory) !== null;
    return {
      productionPolygonId: polygon.id,
      productionProjectId: polygon.productionProjectId,
      polygonId: polygon.polygonId,
      fabric: item && isFabricLine ? fabricOf(item) : null,
      need,
      enteredAt,
    };
  });
}

/** The project of each line at this department (for "Use another roll": a project moves whole to another lot). */
export async function projectsAtCutting(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
): Promise<Map<number, number>> {
  const placed = await polygonsAtCutting(db, upstream, departmentId);
  return new Map(placed.map((p) => [p.polygon.id, p.polygon.productionProjectId]));
}
