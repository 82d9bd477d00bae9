import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows, type DatabaseHandle } from "@/lib/db/client";
import { openTestDatabase, testDatabaseKind } from "@/tests/support/test-database";
import * as t from "../schema";
import { isValidEan13 } from "./ean";
import { loadDemoData } from "./load";

const now = new Date("2026-03-10T09:00:00.000Z");
let handle: DatabaseHandle;
const rows = <Row>(query: ReturnType<typeof sql>) => queryRows<Row>(handle.db, query);

beforeAll(async () => {
  handle = await openTestDatabase();
  const outcome = await loadDemoData(handle.db, { seed: 20261123, projects: 40, now });
  expect(outcome.projects).toBe(40);
  expect(outcome.polygons).toBeGreaterThanOrEqual(150);
  expect(outcome.polygons).toBeLessThanOrEqual(250);
});
afterAll(() => handle.close());

describe(`demo data loaded (${testDatabaseKind})`, () => {
  // The loader may switch foreign-key triggers off, so every reference is checked here.
  it("refers only to rows that exist, for every foreign key of the embedded tables", async () => {
    const tables: PgTable[] = [t.departments, t.projects, t.polygons, t.polygonStatuses, t.projectMaterials];
    tables.push(t.polygonMaterials, t.polygonDepartments, t.polygonPackages);
    let checked = 0;
    for (const table of tables) {
      const { name, foreignKeys } = getTableConfig(table);
      for (const foreignKey of foreignKeys) {
        const { columns, foreignColumns, foreignTable } = foreignKey.reference();
        const [column, target] = [columns[0]!.name, foreignColumns[0]!.name];
        const [orphans] = await rows<{ count: number }>(sql`
          select count(*)::int as count from production_api.${sql.identifier(name)} c
          where c.${sql.identifier(column)} is not null and not exists (
            select 1 from production_api.${sql.identifier(getTableConfig(foreignTable).name)} p
            where p.${sql.identifier(target)} = c.${sql.identifier(column)})`);
        expect(orphans, `${name}.${column}`).toEqual({ count: 0 });
        checked++;
      }
    }
    expect(checked).toBe(14);
  });

  it("keeps each polygon's current status equal to its latest entry (latest assignedAt, ties highest id)", async () => {
    const mismatched = await rows<{ id: number }>(sql`
      select p.id from production_api.polygons p
      left join lateral (
        select s.production_status_value, s.assigned_at from production_api.polygon_statuses s
        where s.production_polygon_id = p.id order by s.assigned_at desc, s.id desc limit 1
      ) latest on true
      where latest.production_status_value is distinct from p.current_status_value
         or latest.assigned_at is distinct from p.current_status_assigned_at`);
    expect(mismatched).toEqual([]);
  });

  it("gives polygon packages unique barcodes that are never an EAN-13 nor P + digits", async () => {
    const packages = await handle.db.select().from(t.polygonPackages);
    expect(packages.length).toBeGreaterThan(0);
    const barcodes = packages.map((p) => p.barcode);
    expect(new Set(barcodes).size).toBe(barcodes.length);
    for (const barcode of barcodes) {
      expect(isValidEan13(barcode)).toBe(false);
      expect(barcode).not.toMatch(/^P\d+$/);
    }
    expect(packages.some((p) => p.packedAt !== null)).toBe(true);
    expect(packages.some((p) => p.packedAt === null)).toBe(true);
  });

  it("has every package of a line at packed or beyond packed", async () => {
    const byLine = await rows<{ value: number; unpacked: number }>(sql`
      select p.current_status_value as value,
        count(*) filter (where k.packed_at is null)::int as unpacked
      from production_api.polygon_packages k
      join production_api.polygons p on p.id = k.production_polygon_id
      join production_api.packages kind on kind.id = k.production_package_id and kind.package_kind <> 3
      group by p.id, p.current_status_value`);
    expect(byLine.some((line) => line.value >= 600)).toBe(true);
    expect(byLine.filter((line) => line.value >= 600 && line.unpacked > 0)).toEqual([]);
  });

  it("nests packed packages on pallets", async () => {
    const nested = await rows<{ kind: number; children: number }>(sql`
      select k.package_kind as kind, count(c.id)::int as children
      from production_api.polygon_packages parent
      join production_api.packages k on k.id = parent.production_package_id
      join production_api.polygon_packages c on c.parent_polygon_package_id = parent.id
      group by parent.id, k.package_kind`);
    expect(nested.length).toBeGreaterThan(0);
    for (const pallet of nested) {
      expect(pallet.kind).toBe(3);
      expect(pallet.children).toBeGreaterThanOrEqual(3);
    }
  });

  it("leaves released work unmatched, some cutting work unmatched, later work matched, with some defects", async () => {
    const byStatus = await rows<{ value: number; unmatched: number; matched: number; undated: number }>(sql`
      select p.current_status_value as value,
        count(*) filter (where not e.is_matched)::int as unmatched,
        count(*) filter (where e.is_matched)::int as matched,
        count(*) filter (where e.is_matched and e.matched_at is null)::int as undated
      from production_api.polygon_materials e
      join production_api.polygons p on p.id = e.production_polygon_id
      group by p.current_status_value`);
    const at = (value: number) => byStatus.find((row) => row.value === value)!;
    expect(at(100).matched).toBe(0);
    expect(at(200).unmatched).toBeGreaterThan(0);
    for (const value of [290, 390, 490, 500, 600, 700]) expect(at(value)?.unmatched ?? 0).toBe(0);
    expect(byStatus.every((row) => row.undated === 0)).toBe(true);
    const entries = await handle.db.select().from(t.polygonMaterials);
    expect(entries.some((e) => e.hasDefect && e.hadDefect)).toBe(true);
    expect(entries.some((e) => e.hadDefect && !e.hasDefect)).toBe(true);
    expect(entries.some((e) => e.hasDefect && !e.hadDefect)).toBe(false);
  });

  it("plans departments, some of them overdue", async () => {
    const [overdue] = await rows<{ count: number }>(sql`
      select count(*)::int as count from production_api.polygon_departments pd
      join production_api.departments d on d.id = pd.production_department_id
      join production_api.polygons p on p.id = pd.production_polygon_id
      where d.code = 'CUT' and pd.finish_at < ${now.toISOString()}::timestamptz
        and p.current_status_value in (100, 200)`);
    expect(overdue!.count).toBeGreaterThan(0);
  });

  it("gives every project material a valid EAN-13", async () => {
    const materials = await handle.db.select().from(t.projectMaterials);
    expect(materials.length).toBeGreaterThan(0);
    for (const material of materials) expect(isValidEan13(material.eanCode ?? "")).toBe(true);
  });

  it("moves the id sequences past the loaded rows", async () => {
    const [created] = await handle.db
      .insert(t.packages)
      .values({
        code: "BOX-XL",
        descriptions: { en: "Extra large box", nl: "Doos extra groot" },
        packageKind: 1,
      })
      .returning({ id: t.packages.id });
    expect(created!.id).toBe(8);
    const [status] = await handle.db
      .insert(t.statusValues)
      .values({ value: 950 })
      .returning({ id: t.statusValues.id });
    expect(status!.id).toBe(12);
  });
});
