// The lines waiting at a cutting department, each with what its cut sizes
// follow from: the order line's width and drop, each fabric it is cut from
// (the face fabric and a lining, line-materials.ts) and its product's rule;
// and what the line takes rather than cuts (tapes, rails, parts). Read from
// the kept lists (lib/shared-lists) and the order specs (lib/polygons), the
// same data the station's queue shows.
import { eachInSlices, restEvery } from "@/lib/base/yield";
import type { Database } from "@/lib/db/client";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { orderSpecsOf, type KeptOrderSpecItem } from "@/lib/polygons/order-specs";
import { placedPolygons } from "@/lib/shared-lists/placement";
import { workOfDepartment } from "@/lib/shared-lists/status-lists";
import { workflowOfDepartment } from "@/lib/workflow/rules";
import { loadWorkflow } from "@/lib/workflow/store";
import type { CutLine, ProductTypeRule } from "../sizes/schemas";
import { enteredDepartmentAt } from "./entered-at";
import { cutMaterialsOf, takeMaterialsOf, type TakeMaterial } from "./line-materials";
import { ruleOfProduct } from "./product-rules";

/** One fabric of a line: a line cut from two fabrics (face and lining) is two queue lines. */
export type QueueLine = {
  productionPolygonId: number;
  productionProjectId: number;
  /** The order-spec item it is made for (what names the line on a screen). */
  polygonId: number;
  /** The fabric cut from a roll, with the order spec's quantity of it (mm; null: none in metres); null when the spec names none. */
  fabric: { eanCode: string; name: string | null; orderMm?: number | null } | null;
  /** What the cut sizes need, or the sentence saying what is missing. */
  need: { line: CutLine; rule: ProductTypeRule } | { reason: string };
  /** When it last came into the department: cuts made before then were undone (cut-so-far.ts). */
  enteredAt: Date | null;
};

type LinePolygon = { productionPolygonId: number; productionProjectId: number; polygonId: number };

/** A material a line at cutting takes rather than cuts from a roll, with the order spec's quantity. */
export type QueueTake = TakeMaterial & LinePolygon;

const positive = (value: unknown) => (typeof value === "number" && value > 0 ? value : null);

function needOf(item: KeptOrderSpecItem, productionPolygonId: number, projectId: number) {
  const rule = ruleOfProduct(item.polygonType?.interfaceKey ?? null, item.productCategory);
  if (!rule) {
    const product = item.model?.description ?? item.productCategory ?? item.description ?? "this product";
    return { reason: `there is no cut rule for ${product}` };
  }
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

/**
 * A line's queue lines, one per fabric it is cut from, and what it takes. The
 * plan and the job ticket both read a line through here (docs/cutting.md,
 * "One amount"): the ticket's pieces are the plan's.
 */
export function queueLinesOfItem(
  item: KeptOrderSpecItem | undefined,
  polygon: LinePolygon,
  enteredAt: Date | null = null,
): { lines: QueueLine[]; takes: QueueTake[] } {
  const base = { ...polygon, enteredAt };
  if (!item)
    return {
      lines: [
        { ...base, fabric: null, need: { reason: "its order line is not in the project's order spec" } },
      ],
      takes: [],
    };
  const takes = takeMaterialsOf(item).map((take) => ({ ...polygon, ...take }));
  const need = needOf(item, polygon.productionPolygonId, polygon.productionProjectId);
  const fabrics = cutMaterialsOf(item);
  // A product with no cut rule (a rail, a vertical blind) is taken whole: nothing of it is planned.
  if ("reason" in need && fabrics.length === 0 && takes.length > 0) return { lines: [], takes };
  if (fabrics.length === 0)
    return {
      lines: [
        {
          ...base,
          fabric: null,
          need: "reason" in need ? need : { reason: "its order line names no fabric" },
        },
      ],
      takes,
    };
  return { lines: fabrics.map((fabric) => ({ ...base, fabric, need })), takes };
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

/** The department's queue lines (one per line and fabric) and what its lines take rather than cut. */
export async function cuttingQueue(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
): Promise<{ lines: QueueLine[]; takes: QueueTake[] }> {
  const placed = await polygonsAtCutting(db, upstream, departmentId);
  const specs = await orderSpecsOf(
    upstream,
    placed.map((p) => p.polygon.productionProjectId),
  );
  const lines: QueueLine[] = [];
  const takes: QueueTake[] = [];
  // In slices: at 100,000 polygons 26,000 lines wait at cutting, a second's work read in one go.
  await eachInSlices(
    placed,
    ({ polygon, enteredAt }) => {
      const item = specs
        .get(polygon.productionProjectId)
        ?.orderSpec.items.find((i) => i.id === polygon.polygonId);
      const ofLine = queueLinesOfItem(
        item,
        {
          productionPolygonId: polygon.id,
          productionProjectId: polygon.productionProjectId,
          polygonId: polygon.polygonId,
        },
        enteredAt,
      );
      lines.push(...ofLine.lines);
      takes.push(...ofLine.takes);
    },
    restEvery(),
  );
  return { lines, takes };
}

/** The queue lines waiting (or started, not done) at this department; empty when it has no workflow. */
export async function cuttingQueueLines(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
): Promise<QueueLine[]> {
  return (await cuttingQueue(db, upstream, departmentId)).lines;
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
