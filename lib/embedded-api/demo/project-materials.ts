// The materials of a demo project: which catalogue materials an order line
// takes (fabrics repeat across the windows of one order), how much, and the
// project material (matching row) each becomes.
import type { ProjectFacts } from "./facts";
import { materialsOf, type Material } from "./materials";
import type { ProjectMaterialRow } from "./polygon";
import type { Random } from "@/lib/base/prng";
import type { Product } from "./products";
import { takeId, type GenerationState } from "./state";

export const round2 = (n: number) => Math.round(n * 100) / 100;

/** How much of a material one polygon takes: metres off the roll, or pieces. */
export function quantityOf(
  material: Material,
  product: Product,
  width: number,
  height: number | null,
): number {
  if (material.unit === "st") return 1;
  if (material.category === "profile") return round2(width / 1000);
  if (product.product === "Curtain") return round2((width * 2.2) / 1000);
  return round2((height ?? 1000) / 1000 + 0.3);
}

export function pickMaterials(rng: Random, product: Product, used: Map<number, Material>): Material[] {
  const chosen: Material[] = [];
  for (const slot of product.slots) {
    if (!rng.chance(slot.chance)) continue;
    const options = materialsOf(slot.category).filter((m) => !slot.family || m.name.startsWith(slot.family));
    // Orders repeat a fabric across windows: reuse one the project already has, mostly.
    const reused = [...used.values()].filter((m) => options.includes(m));
    const material = reused.length > 0 && rng.chance(0.7) ? rng.pick(reused) : rng.pick(options);
    used.set(material.id, material);
    chosen.push(material);
  }
  return chosen;
}

export function projectMaterialOf(
  state: GenerationState,
  facts: ProjectFacts,
  projectId: number,
  material: Material,
  product: Product,
): ProjectMaterialRow {
  return {
    id: takeId(state, "projectMaterials"),
    productionProjectId: projectId,
    materialId: material.id,
    material: material.name,
    eanCode: material.eanCode,
    supplier: material.supplier,
    supplierCode: material.supplierCode,
    materialColor: material.color,
    sbnId: material.sbnId,
    sbnKey: material.sbnKey,
    goodSide: material.goodSide,
    commission: facts.reference,
    product: product.product,
    amount: 0,
    date: null,
  };
}
