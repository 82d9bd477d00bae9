// One demo production project: its order lines (products, sizes, materials),
// their production polygons, the project's materials, packages and documents.
// Each project has its own random stream, so chunks can be made one by one.
import { departmentList } from "./catalogue";
import { exportProjectOf } from "./export-project";
import type { ItemFacts, ProjectFacts } from "./facts";
import type { Material } from "./materials";
import { orderSpecOf } from "./order-spec";
import { pushPackages } from "./packages";
import { householdNames, places, retailers, rooms, streets } from "./people";
import { makePolygon, type MadePolygon, type ProjectMaterialRow } from "./polygon";
import { pickMaterials, projectMaterialOf, quantityOf, round2 } from "./project-materials";
import { createRandom, deriveSeed } from "@/lib/base/prng";
import { productList } from "./products";
import { takeId, type GenerationState } from "./state";

export function pushProject(state: GenerationState, index: number): void {
  const rng = createRandom(deriveSeed(state.seed, index));
  const id = takeId(state, "projects");
  const household = rng.pick(householdNames);
  const facts: ProjectFacts = {
    cpqProjectId: 510_000 + id,
    projectNumber: `P${String(state.now.getUTCFullYear() % 100).padStart(2, "0")}-${String(id).padStart(4, "0")}`,
    reference: `Fam. ${household}, ${rng.pick(rooms)}`,
    retailer: rng.pick(retailers),
    household,
    place: rng.pick(places),
    street: rng.pick(streets),
    streetNumber: String(rng.int(1, 180)),
    orderedAt: state.now,
    deliveryDate: state.now,
    referenceId: rng.uuid(),
  };
  // How far the order is through production: some just released, many shipped or nearly so.
  const progress = rng.weighted([
    [rng.range(0, 0.12), 0.15],
    [rng.next(), 0.55],
    [rng.range(0.85, 1.1), 0.3],
  ] as const);
  const projectMaterials = new Map<number, ProjectMaterialRow>();
  const used = new Map<number, Material>();
  const items: ItemFacts[] = [];
  const polygons: MadePolygon[] = [];
  const lineCount = rng.int(1, 9);
  for (let lineNumber = 1; lineNumber <= lineCount; lineNumber++) {
    const product = rng.weighted(productList.map((p) => [p, p.weight] as const));
    const width = rng.int(product.width[0] / 10, product.width[1] / 10) * 10;
    const height = product.height ? rng.int(product.height[0] / 10, product.height[1] / 10) * 10 : null;
    const materials = pickMaterials(rng, product, used).map((material) => ({
      material,
      quantity: quantityOf(material, product, width, height),
    }));
    const parts = rng.chance(product.pairChance) ? 2 : 1;
    const item: ItemFacts = {
      id: state.nextCpqPolygonId++,
      lineNumber,
      product,
      model: rng.pick(product.models),
      width,
      height,
      room: rng.pick(rooms),
      materials,
      leadTime: product.departments.reduce(
        (sum, code) => sum + (departmentList.find((d) => d.code === code)?.deliveryTime ?? 0),
        0,
      ),
      referenceId: rng.uuid(),
      parts,
    };
    items.push(item);
    const rows = materials.map(({ material, quantity }) => {
      const row = projectMaterials.get(material.id) ?? projectMaterialOf(state, facts, id, material, product);
      row.amount = round2((row.amount ?? 0) + quantity * parts);
      projectMaterials.set(material.id, row);
      return row;
    });
    for (let part = 1; part <= parts; part++) {
      const polygon = makePolygon(state, rng, {
        productionProjectId: id,
        cpqPolygonId: item.id,
        lineNumber,
        subnumber: parts > 1 ? part : 0,
        product,
        width,
        progress,
        materials: rows,
      });
      polygons.push(polygon);
      // A material is needed by the earliest planned start of the polygons that use it.
      const startAt = polygon.plan[0]!.startAt;
      for (const row of rows) if (!row.date || startAt < row.date) row.date = startAt;
    }
  }
  pushPackages(state, rng, polygons);
  const releasedAt = Math.min(...polygons.map((polygon) => polygon.entries[0]!.at.getTime()));
  facts.orderedAt = new Date(releasedAt - rng.range(1, 6) * 86_400_000);
  facts.deliveryDate = new Date(
    Math.max(...polygons.map((polygon) => polygon.plan[polygon.plan.length - 1]!.deliverAt.getTime())),
  );
  state.rows.projects.push({
    id,
    projectId: facts.cpqProjectId,
    hubApplicationId: 12,
    projectNumber: facts.projectNumber,
    reference: facts.reference,
    customerName: facts.retailer.name,
    customerDebtorCode: facts.retailer.debtorCode,
    exportProject: exportProjectOf(facts),
    orderSpec: orderSpecOf(facts, items),
  });
  state.rows.projectMaterials.push(...projectMaterials.values());
}
