// One-dimensional instances of the literature (BPPLIB's plain format: n, the
// roll length, then n lengths) planned as one fabric of full-width pieces on
// rolls of that length, where every started roll counts whole.
import { planFabric } from "./planner";

export type BppInstance = { name: string; capacity: number; lengths: number[] };

export function parseBpp(name: string, text: string): BppInstance {
  const numbers = text.trim().split(/\s+/).map(Number);
  const [count, capacity, ...lengths] = numbers;
  if (
    count === undefined ||
    capacity === undefined ||
    !Number.isInteger(count) ||
    !Number.isInteger(capacity) ||
    capacity <= 0
  )
    throw new Error(`${name}: the first two numbers must be the item count and the capacity`);
  if (lengths.length !== count || lengths.some((l) => !Number.isInteger(l) || l <= 0 || l > capacity))
    throw new Error(`${name}: expected ${count} whole lengths between 1 and ${capacity}`);
  return { name, capacity, lengths };
}

/** The rolls of the plan, each as the lengths cut from it, and the bound in rolls. */
export async function solveBpp(instance: BppInstance, timeLimitMs = 3_000) {
  const widthMm = 1_000;
  const plan = await planFabric(
    {
      fabric: instance.name,
      pieces: instance.lengths.map((lengthMm, i) => ({
        id: String(i),
        productionPolygonId: i,
        projectId: 0,
        fabric: instance.name,
        lengthMm,
        widthMm,
      })),
      stock: [],
      newRoll: { widthMm, lengthMm: instance.capacity, lot: "new" },
      minOffcutMm: instance.capacity,
    },
    { timeLimitMs },
  );
  if (plan.unplanned.length > 0)
    throw new Error(`${instance.name}: ${plan.unplanned.length} lengths could not be planned`);
  const rolls = plan.rolls.map((roll) => roll.cuts.map((cut) => cut.lengthMm));
  return { rolls, lowerBound: Math.round(plan.lowerBoundMm / instance.capacity) };
}
