// The order specs the server keeps for its screens (lib/polygons/order-specs.ts)
// are the upstream's, without the bills of materials no screen reads from them:
// at 100,000 polygons the cache holds every project's spec, and the bills were
// close to half of its objects.
import { expect, it } from "vitest";
import { orderSpecsOf, lineSummary } from "@/lib/polygons/order-specs";
import { setUpDemoUpstream } from "../support/demo-upstream";

const demo = setUpDemoUpstream({ seed: 20261129, projects: 6, now: new Date("2026-03-10T09:00:00.000Z") });

it("keeps each project's order spec as the upstream sends it, its bills of materials left out", async () => {
  const ids = [1, 2, 3, 4, 5, 6];
  const kept = await orderSpecsOf(demo.upstream, ids);
  expect([...kept.keys()].sort()).toEqual(ids);
  for (const id of ids) {
    const { orderSpec } = await demo.upstream.projectExport.getOrderSpec({ productionProjectId: id });
    expect(orderSpec.billOfMaterials.length).toBeGreaterThan(0);
    const { billOfMaterials: _bill, items, ...rest } = orderSpec;
    expect(kept.get(id)).toEqual({
      productionProjectId: id,
      orderSpec: { ...rest, items: items.map(({ billOfMaterials: _lines, ...item }) => item) },
    });
    expect(kept.get(id)!.orderSpec).not.toHaveProperty("billOfMaterials");
    // What a card or a label shows of a line is the same from the kept spec as from the whole one.
    for (const item of items)
      expect(lineSummary(kept.get(id), item.id)).toEqual(
        lineSummary({ productionProjectId: id, orderSpec }, item.id),
      );
  }
});
