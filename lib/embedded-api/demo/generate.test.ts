import { describe, expect, it } from "vitest";
import { isValidEan13 } from "./ean";
import { generateDemoChunks, generateDemoData } from "./generate";

const now = new Date("2026-03-10T09:00:00.000Z");
const data = generateDemoData({ seed: 20261123, projects: 40, now });

describe("demo data generation", () => {
  it("is the same for the same seed and differs for another seed", () => {
    expect(generateDemoData({ seed: 20261123, projects: 40, now })).toEqual(data);
    const other = generateDemoData({ seed: 7, projects: 40, now });
    expect(other.polygons).not.toEqual(data.polygons);
  });

  it("is the same whether made at once or chunk by chunk", () => {
    const chunks = [...generateDemoChunks({ seed: 20261123, projects: 40, now }, 7)];
    expect(chunks.flatMap((chunk) => chunk.polygonStatuses)).toEqual(data.polygonStatuses);
    expect(chunks.flatMap((chunk) => chunk.projects)).toEqual(data.projects);
  });

  it("makes 40 projects with 150 to 250 polygons and unique project numbers with a dash", () => {
    expect(data.projects).toHaveLength(40);
    expect(data.polygons.length).toBeGreaterThanOrEqual(150);
    expect(data.polygons.length).toBeLessThanOrEqual(250);
    const numbers = data.projects.map((project) => project.projectNumber);
    expect(new Set(numbers).size).toBe(40);
    for (const number of numbers) expect(number).toMatch(/^P\d{2}-\d{4,}$/);
  });

  it("has the workshop's departments, packages and every status value used", () => {
    expect(data.departments.map((d) => d.code)).toEqual(["CUT", "SEW", "ASM", "QC", "PACK", "DISP"]);
    expect(data.departments.find((d) => d.code === "CUT")?.employeeIds).toContain(1005);
    expect(data.departments.find((d) => d.code === "SEW")?.employeeIds).toContain(1006);
    expect(data.departments.find((d) => d.code === "PACK")?.employeeIds).toContain(1003);
    expect(data.packages.find((p) => p.code === "TUBE-300")?.descriptions).toEqual({
      en: "Tube 300 cm",
      nl: "Koker 300 cm",
    });
    const statusIds = new Map(data.statusValues.map((s) => [s.value, s.id]));
    for (const entry of data.polygonStatuses) {
      expect(statusIds.get(entry.productionStatusValue)).toBe(entry.productionStatusId);
    }
    const current = new Set(data.polygons.map((p) => p.currentStatusValue));
    for (const value of [100, 200, 290, 400, 490, 500, 600, 700, 900]) expect(current).toContain(value);
  });

  it("keeps each polygon's current status equal to its latest history entry, in the past", () => {
    const latest = new Map<number, (typeof data.polygonStatuses)[number]>();
    for (const entry of data.polygonStatuses) {
      const seen = latest.get(entry.productionPolygonId);
      const isLater =
        !seen ||
        entry.assignedAt!.getTime() > seen.assignedAt!.getTime() ||
        (entry.assignedAt!.getTime() === seen.assignedAt!.getTime() && entry.id > seen.id);
      if (isLater) latest.set(entry.productionPolygonId, entry);
      expect(entry.assignedAt!.getTime()).toBeLessThan(now.getTime());
      expect(entry.hubEmployeeId).toBeGreaterThanOrEqual(1001);
      expect(entry.hubEmployeeId).toBeLessThanOrEqual(1010);
    }
    for (const polygon of data.polygons) {
      const entry = latest.get(polygon.id);
      expect(entry?.productionStatusValue).toBe(polygon.currentStatusValue);
      expect(entry?.assignedAt).toEqual(polygon.currentStatusAssignedAt);
    }
    const dayAgo = now.getTime() - 86_400_000;
    const stuck = data.polygons.filter(
      (p) => p.currentStatusValue !== 700 && p.currentStatusAssignedAt! < new Date(dayAgo),
    );
    expect(stuck.length).toBeGreaterThan(0);
  });

  it("gives every material a valid EAN-13 and every polygon 1 to 3 entries of its own project's materials", () => {
    for (const material of data.projectMaterials) expect(isValidEan13(material.eanCode!)).toBe(true);
    const materialProject = new Map(data.projectMaterials.map((m) => [m.id, m.productionProjectId]));
    const polygonProject = new Map(data.polygons.map((p) => [p.id, p.productionProjectId]));
    const perPolygon = new Map<number, number>();
    for (const entry of data.polygonMaterials) {
      expect(materialProject.get(entry.productionProjectMaterialId)).toBe(
        polygonProject.get(entry.productionPolygonId),
      );
      perPolygon.set(entry.productionPolygonId, (perPolygon.get(entry.productionPolygonId) ?? 0) + 1);
    }
    for (const polygon of data.polygons) expect(perPolygon.get(polygon.id)).toBeGreaterThanOrEqual(1);
    expect(Math.max(...perPolygon.values())).toBeLessThanOrEqual(3);
    // Each matching row comes from real entries.
    const used = new Set(data.polygonMaterials.map((e) => e.productionProjectMaterialId));
    for (const material of data.projectMaterials) expect(used.has(material.id)).toBe(true);
  });
});
