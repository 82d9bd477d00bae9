// How long the demo floor really takes for a line in a department
// (docs/planning.md, "The demo's history"): a base per product and department,
// a model's own factor, a size factor from the line's width × height, a spread
// around it and the odd outlier (rework, a forgotten pause).
import type { Random } from "@/lib/base/prng";
import type { DepartmentCode } from "./catalogue";
import type { Product } from "./products";

/** Minutes of a line of typical size, per product and department. */
const baseMinutes: Record<string, Partial<Record<DepartmentCode, number>>> = {
  Curtain: { CUT: 22, SEW: 80, QC: 10, PACK: 8, DISP: 5 },
  "Roman blind": { CUT: 25, SEW: 60, ASM: 45, QC: 12, PACK: 10, DISP: 5 },
  "Roller blind": { CUT: 12, ASM: 35, QC: 8, PACK: 8, DISP: 5 },
  "Pleated blind": { CUT: 15, ASM: 40, QC: 8, PACK: 6, DISP: 4 },
  "Vertical blind": { CUT: 25, ASM: 55, QC: 10, PACK: 10, DISP: 5 },
  "Curtain rail": { CUT: 10, ASM: 20, QC: 5, PACK: 8, DISP: 5 },
};

/** The second model of a product is the more work (a double pleat, a cascade, a spring). */
const modelFactor = (product: Product, modelCode: string) =>
  product.models.findIndex((m) => m.value === modelCode) > 0 ? 1.25 : 1;

/** The middle of a size range. */
const middle = ([low, high]: readonly [number, number]) => (low + high) / 2;

/**
 * How much bigger than typical the line is, as work: area against the middle
 * of the product's sizes (a rail by its length), to the power 0.7 (handling a
 * line takes time whatever its size). Dispatch hardly cares.
 */
export function sizeFactor(product: Product, width: number, height: number | null, code: DepartmentCode) {
  const typical = middle(product.width) * (product.height ? middle(product.height) : 1);
  const own = width * (product.height ? (height ?? middle(product.height)) : 1);
  const exponent = code === "DISP" ? 0.2 : 0.7;
  return Math.pow(own / typical, exponent);
}

/** A normal draw (Box–Muller) from the seeded source. */
const normal = (rng: Random) => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

/** The minutes the line really takes in the department: typical × model × size × spread, with the odd outlier. */
export function realMinutes(
  rng: Random,
  product: Product,
  modelCode: string,
  width: number,
  height: number | null,
  code: DepartmentCode,
): number {
  const base = baseMinutes[product.product]?.[code] ?? 10;
  const spread = Math.exp(0.25 * normal(rng));
  const outlier = rng.chance(0.03) ? rng.range(2, 4) : 1;
  const minutes = base * modelFactor(product, modelCode) * sizeFactor(product, width, height, code);
  return Math.max(1, Math.round(minutes * spread * outlier * 10) / 10);
}

/**
 * What the upstream plans for the line per department (its productionValue,
 * read as minutes), as the demo generator sets it: it grows with the width only.
 */
export const plannedMinutesOf = (product: Product, width: number) =>
  Math.round(Math.round(15 + (width / 100) * product.departments.length) / product.departments.length);
