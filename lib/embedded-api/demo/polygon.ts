// The rows of one production polygon: the polygon with its current status, its
// status history, its planned departments and its material entries (matched
// once the work is past cutting, with the odd defect).
import { onHold } from "./catalogue";
import { planDepartments, planHistory, statusPathOf, type DepartmentPlan, type StatusEntry } from "./history";
import type { Random } from "@/lib/base/prng";
import { packageCodeFor, type Product } from "./products";
import { idOf, takeId, type GenerationState } from "./state";
import type { DemoRows } from "./types";

export type ProjectMaterialRow = DemoRows["projectMaterials"][number];

export type PolygonInput = {
  productionProjectId: number;
  cpqPolygonId: number;
  lineNumber: number;
  subnumber: number;
  product: Product;
  width: number;
  /** How far the polygon's order is through production, 0..1. */
  progress: number;
  materials: readonly ProjectMaterialRow[];
};

export type MadePolygon = {
  id: number;
  entries: StatusEntry[];
  plan: DepartmentPlan[];
  /** The current value, or the value before an on-hold. */
  stage: number;
  isOnHold: boolean;
  productionPackageId: number;
};

function pushMaterialEntries(
  state: GenerationState,
  rng: Random,
  polygon: MadePolygon,
  input: PolygonInput,
): void {
  const releasedAt = polygon.entries[0]!.at.getTime();
  const cutAt = polygon.entries.find((entry) => entry.value === 200)?.at.getTime() ?? state.now.getTime();
  input.materials.forEach((material, index) => {
    // Released work waits for its materials; some are found by the time cutting starts.
    const isMatched = polygon.stage === 100 ? false : polygon.stage === 200 ? rng.chance(0.5) : true;
    const hasDefect = polygon.isOnHold && index === 0 ? rng.chance(0.5) : isMatched && rng.chance(0.025);
    const hadDefect = hasDefect || (isMatched && rng.chance(0.04));
    const id = takeId(state, "polygonMaterials");
    state.rows.polygonMaterials.push({
      id,
      productionPolygonId: polygon.id,
      productionProjectMaterialId: material.id,
      polygonProjectMaterialId: 600_000 + id,
      hasDefect,
      hadDefect,
      isMatched,
      matchedAt: isMatched
        ? new Date(Math.round(releasedAt + rng.range(0.1, 0.9) * (cutAt - releasedAt)))
        : null,
    });
  });
}

/** One entry of a polygon's status history, as a polygon_statuses row. */
const statusRowOf = (state: GenerationState, polygonId: number, entry: StatusEntry) => ({
  id: takeId(state, "polygonStatuses"),
  productionPolygonId: polygonId,
  productionStatusId: idOf(state.statusIds, entry.value),
  productionStatusValue: entry.value,
  hubEmployeeId: entry.hubEmployeeId,
  remarks: entry.remarks,
  assignedAt: entry.at,
});

export function makePolygon(state: GenerationState, rng: Random, input: PolygonInput): MadePolygon {
  const { product } = input;
  const id = takeId(state, "polygons");
  const entries = planHistory(rng, statusPathOf(product.departments), input.progress, state.now);
  const plan = planDepartments(rng, product.departments, entries[0]!.at);
  const current = entries[entries.length - 1]!;
  const isOnHold = current.value === onHold;
  const stage = isOnHold ? entries[entries.length - 2]!.value : current.value;
  const productionPackageId = idOf(state.packageIds, packageCodeFor(product, input.width));
  const productionValue = Math.round(15 + (input.width / 100) * product.departments.length);
  state.rows.polygons.push({
    id,
    polygonId: input.cpqPolygonId,
    productionProjectId: input.productionProjectId,
    subnumber: input.subnumber,
    lineNumber: input.lineNumber,
    product: product.product,
    productionPackageId,
    finishAt: plan.find((department) => department.code === "PACK")?.finishAt ?? null,
    deliverAt: plan[plan.length - 1]?.deliverAt ?? null,
    productionValue,
    currentStatusValue: current.value,
    currentStatusAssignedAt: current.at,
  });
  for (const entry of entries) state.rows.polygonStatuses.push(statusRowOf(state, id, entry));
  for (const department of plan) {
    state.rows.polygonDepartments.push({
      id: takeId(state, "polygonDepartments"),
      productionPolygonId: id,
      productionDepartmentId: idOf(state.departmentIds, department.code),
      productionPackageId: department.code === "PACK" ? productionPackageId : null,
      startAt: department.startAt,
      finishAt: department.finishAt,
      deliverAt: department.deliverAt,
      productionValue: Math.round(productionValue / plan.length),
    });
  }
  const made = { id, entries, plan, stage, isOnHold, productionPackageId };
  pushMaterialEntries(state, rng, made, input);
  return made;
}
