import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@/lib/db/client";
import {
  exportProjectSchema,
  orderSpecBodySchema,
  orderSpecItemMaterialSchema,
  orderSpecItemSchema,
} from "@/lib/production-api/schemas";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";
import * as t from "../schema";
import { isValidEan13 } from "./ean";
import { loadDemoData } from "./load";

const now = new Date("2026-03-10T09:00:00.000Z");
let handle: DatabaseHandle;
let projects: (typeof t.projects.$inferSelect)[];
let polygons: (typeof t.polygons.$inferSelect)[];

beforeAll(async () => {
  handle = await openTestDatabase();
  await loadDemoData(handle.db, { seed: 20261123, projects: 40, now });
  projects = await handle.db.select().from(t.projects);
  polygons = await handle.db.select().from(t.polygons);
});
afterAll(() => handle.close());

const sorted = (keys: string[]) => [...keys].sort();

describe(`stored project documents (${testDatabaseKind})`, () => {
  it("write every key of the export project schema and parse with it", () => {
    const expected = sorted(Object.keys(exportProjectSchema.shape));
    for (const project of projects) {
      expect(sorted(Object.keys(project.exportProject))).toEqual(expected);
      const parsed = exportProjectSchema.parse(project.exportProject);
      expect(parsed.prjNumber).toBe(project.projectNumber);
      expect(parsed.reference).toBe(project.reference);
      expect(parsed.id).toBe(project.projectId);
      expect(["NL", "BE"]).toContain(parsed.deliveryCountry?.isO3166_1_2);
    }
  });

  it("write every key of the order spec, its items and their materials, and parse with them", () => {
    const bodyKeys = sorted(Object.keys(orderSpecBodySchema.shape));
    const itemKeys = sorted(Object.keys(orderSpecItemSchema.shape));
    const materialKeys = sorted(Object.keys(orderSpecItemMaterialSchema.shape));
    for (const project of projects) {
      expect(sorted(Object.keys(project.orderSpec))).toEqual(bodyKeys);
      const spec = orderSpecBodySchema.parse(project.orderSpec);
      expect(spec.projectNumber).toBe(project.projectNumber);
      expect(spec.customer?.debtorCode).toBe(project.customerDebtorCode);
      const rawItems = project.orderSpec.items as Record<string, unknown>[];
      for (const item of rawItems) {
        expect(sorted(Object.keys(item))).toEqual(itemKeys);
        for (const material of item.materials as object[])
          expect(sorted(Object.keys(material))).toEqual(materialKeys);
      }
      for (const line of spec.items.flatMap((item) => item.billOfMaterials)) {
        expect(isValidEan13(line.eanCode ?? "")).toBe(true);
      }
    }
  });

  it("make each polygon's polygonId the id of an item of its project's order spec, with its line number", () => {
    const itemIds = new Set<number>();
    for (const project of projects) {
      const items = orderSpecBodySchema.parse(project.orderSpec).items;
      const own = polygons.filter((polygon) => polygon.productionProjectId === project.id);
      for (const item of items) {
        itemIds.add(item.id);
        const made = own.filter((polygon) => polygon.polygonId === item.id);
        expect(made.length).toBeGreaterThanOrEqual(1);
        for (const polygon of made) expect(polygon.lineNumber).toBe(item.lineNumber);
      }
      expect(own.every((polygon) => items.some((item) => item.id === polygon.polygonId))).toBe(true);
      expect(sorted(items.map((item) => String(item.lineNumber)))).toEqual(
        sorted(items.map((_, index) => String(index + 1))),
      );
    }
    // Item ids are unique across the database.
    const total = projects.reduce((sum, p) => sum + orderSpecBodySchema.parse(p.orderSpec).items.length, 0);
    expect(itemIds.size).toBe(total);
  });

  it("list in each item the materials of its polygons", async () => {
    const materials = await handle.db.select().from(t.projectMaterials);
    const entries = await handle.db.select().from(t.polygonMaterials);
    const eanOf = new Map(materials.map((m) => [m.id, m.eanCode]));
    for (const project of projects) {
      for (const item of orderSpecBodySchema.parse(project.orderSpec).items) {
        const polygonIds = new Set(polygons.filter((p) => p.polygonId === item.id).map((p) => p.id));
        const used = new Set(
          entries
            .filter((e) => polygonIds.has(e.productionPolygonId))
            .map((e) => eanOf.get(e.productionProjectMaterialId)),
        );
        expect(new Set(item.materials.map((m) => m.material?.eanCode))).toEqual(used);
      }
    }
  });
});
