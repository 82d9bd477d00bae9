// The order specs the server keeps for its screens (lib/polygons/order-specs.ts)
// hold only what the screens show of the upstream's: at 100,000 polygons the
// cache holds every project's spec, and kept whole (bills of materials, every
// material's properties, attributes, addresses) they were a third of the
// request thread's live heap.
import { afterAll, expect, it } from "vitest";
import readAnswerTask from "@/lib/production-api/read-answer.task";
import { closeWorkerPool, taskRuns } from "@/lib/workers/pool";
import { orderSpecsOf, lineSummary } from "@/lib/polygons/order-specs";
import { keptOf } from "@/lib/production-api/kept-order-spec";
import { orderSpecSchema } from "@/lib/production-api/schemas";
import { setUpDemoUpstream } from "../support/demo-upstream";
import { haveSameClass } from "../support/hidden-classes";

const demo = setUpDemoUpstream({ seed: 20261129, projects: 9, now: new Date("2026-03-10T09:00:00.000Z") });

afterAll(() => closeWorkerPool());

it("keeps of each project's order spec what the screens show, the same as the upstream's, read on the pool", async () => {
  const ids = [1, 2, 3, 4, 5, 6];
  const before = taskRuns(readAnswerTask);
  const kept = await orderSpecsOf(demo.upstream, ids);
  // Each spec was parsed, checked and cut down beside the request thread (lib/production-api/views.ts).
  expect(taskRuns(readAnswerTask)).toBe(before + ids.length);
  expect([...kept.keys()].sort()).toEqual(ids);
  for (const id of ids) {
    const { orderSpec } = await demo.upstream.projectExport.getOrderSpec({ productionProjectId: id });
    const spec = kept.get(id)!;
    expect(orderSpec.billOfMaterials.length).toBeGreaterThan(0);
    expect(Object.keys(spec.orderSpec).sort()).toEqual(["customer", "items", "projectNumber", "reference"]);
    expect(JSON.stringify(spec).length).toBeLessThan(JSON.stringify(orderSpec).length / 2);
    expect(spec.orderSpec.items.map((item) => item.id)).toEqual(orderSpec.items.map((item) => item.id));
    for (const item of orderSpec.items) {
      // A card or a label names the line as the upstream's spec does.
      const main = item.materials.find((m) => m.isMainCategory) ?? item.materials[0];
      expect(lineSummary(spec, item.id)).toEqual({
        projectNumber: orderSpec.projectNumber,
        reference: orderSpec.reference,
        customer: orderSpec.customer?.company ?? orderSpec.customer?.name ?? null,
        lineNumber: item.lineNumber,
        product:
          item.model?.description ?? item.model?.value ?? item.description ?? item.productCategory ?? null,
        description: item.description,
        width: item.width,
        height: item.height,
        mainMaterial: main?.material
          ? { description: main.material.description ?? main.name, color: main.material.color }
          : null,
      });
      const keptItem = spec.orderSpec.items.find((i) => i.id === item.id)!;
      expect(keptItem).not.toHaveProperty("billOfMaterials");
      expect(keptItem.attributes).toEqual(
        Object.fromEntries(
          Object.entries(item.attributes).filter(([key]) => key === "parts" || key === "fullness"),
        ),
      );
      // A ticket prints a material's visible properties, label and value.
      item.materials.forEach((m, i) => {
        const visible = m.properties.filter((p) => p.isVisible);
        expect(keptItem.materials[i]).toMatchObject({
          name: m.name,
          calcQuantity: m.calcQuantity,
          quantityDescription: m.quantityDescription,
          material: m.material && { eanCode: m.material.eanCode, description: m.material.description },
          properties: visible.map((p) => ({
            label: p.displayLabel ?? p.propertyDescription,
            value: p.propertyValueLabel ?? p.propertyValue,
          })),
        });
      });
    }
  }
});

it("keeps a material's visible properties as a ticket prints them, the hidden ones left out", () => {
  const property = (id: number, isVisible: boolean, label: string | null, value: string) => ({
    id,
    isVisible,
    displayLabel: label,
    propertyDescription: `property ${id}`,
    propertyValue: value,
    propertyValueLabel: null,
  });
  const spec = orderSpecSchema.parse({
    productionProjectId: 7,
    orderSpec: {
      id: 70,
      customer: { id: 1, name: "J. de Vries", company: null, mainAddress: { street: "Dorpsstraat 1" } },
      items: [
        {
          id: 701,
          lineNumber: 1,
          attributes: { parts: 2, fullness: 2.5, configuratorState: { steps: [1, 2, 3] } },
          materials: [
            {
              isMainCategory: true,
              name: "Velours",
              properties: [
                property(1, true, "Plooi", "Enkel"),
                property(2, false, "Intern", "x"),
                property(3, true, null, "Links"),
              ],
            },
          ],
        },
      ],
    },
  });
  const kept = keptOf(spec);
  expect(kept.orderSpec.customer).toEqual({ name: "J. de Vries", company: null });
  expect(kept.orderSpec.items[0]!.attributes).toEqual({ parts: 2, fullness: 2.5 });
  expect(kept.orderSpec.items[0]!.materials[0]!.properties).toEqual([
    { label: "Plooi", value: "Enkel" },
    { label: "property 3", value: "Links" },
  ]);
});

it("hands the request thread each kept spec's objects with their fields in place, as literals of the same fields have them", async () => {
  const ids = [7, 8, 9];
  const kept = await orderSpecsOf(demo.upstream, ids);
  for (const id of ids) {
    // The same spec cut down on this thread: object literals, each field in the object itself.
    const literal = keptOf(await demo.upstream.projectExport.getOrderSpec({ productionProjectId: id }));
    const spec = kept.get(id)!;
    expect(spec).toEqual(literal);
    const pairs: [object, object][] = [
      [spec, literal],
      [spec.orderSpec, literal.orderSpec],
      ...spec.orderSpec.items.flatMap((item, i) => {
        const other = literal.orderSpec.items[i]!;
        return [
          [item, other] as [object, object],
          ...item.materials.map((m, j) => [m, other.materials[j]!] as [object, object]),
        ];
      }),
    ];
    expect(pairs.length).toBeGreaterThan(4);
    // A structured clone from the worker gave an object of more than four fields another hidden
    // class, its fields in an array of their own: one more object per object for every collection.
    for (const [received, made] of pairs) expect(haveSameClass(received, made)).toBe(true);
  }
});
