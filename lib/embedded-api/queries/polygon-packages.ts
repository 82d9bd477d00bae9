// Data access for polygon packages: reading them with their derived children,
// barcodes (generated, kept unique) and the nesting rules (no cycles).
import { asc, eq, sql, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { queryRows } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";
import { iso } from "../context";
import { conflict, notFound } from "../errors";
import { polygonPackages } from "../schema";

/** The columns of a polygon package plus its children's ids, in the same query (the parent index serves it). */
const polygonPackageColumns = {
  id: polygonPackages.id,
  productionPolygonId: polygonPackages.productionPolygonId,
  productionPackageId: polygonPackages.productionPackageId,
  barcode: polygonPackages.barcode,
  packedAt: polygonPackages.packedAt,
  amount: polygonPackages.amount,
  parentPolygonPackageId: polygonPackages.parentPolygonPackageId,
  // Written out by name: drizzle leaves columns unqualified in a one-table
  // select, which would make the inner and outer ids ambiguous.
  childPolygonPackageIds: sql<number[]>`array(
    select child.id from production_api.polygon_packages child
    where child.parent_polygon_package_id = polygon_packages.id order by child.id)`,
};

type PolygonPackageRow = typeof polygonPackages.$inferSelect & { childPolygonPackageIds: number[] };

const toPolygonPackage = (row: PolygonPackageRow) => ({
  id: row.id,
  productionPolygonId: row.productionPolygonId,
  productionPackageId: row.productionPackageId,
  barcode: row.barcode,
  packedAt: iso(row.packedAt),
  amount: row.amount,
  parentPolygonPackageId: row.parentPolygonPackageId,
  childPolygonPackageIds: row.childPolygonPackageIds.map(Number),
});

export type PolygonPackageWire = ReturnType<typeof toPolygonPackage>;

/** The polygon packages that match, in id order, in wire shape. */
export async function findPolygonPackages(db: Database, where: SQL): Promise<PolygonPackageWire[]> {
  const rows = await db
    .select(polygonPackageColumns)
    .from(polygonPackages)
    .where(where)
    .orderBy(asc(polygonPackages.id));
  return rows.map(toPolygonPackage);
}

/**
 * The polygon packages with this barcode, as the JSON text of the wire's
 * array: the scan lookup, the hottest read of the packing station. A statement
 * prepared once that writes its answer on the barcode index, compact and in
 * toPolygonPackage's field order (the bytes JSON.stringify gave), as
 * json-text.ts does for the big lists; written out here because a prepared
 * statement is plain text.
 */
const isoJson = (column: string) =>
  `coalesce('"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;
/** The JSON text of the polygon package in row `p` (a table's or a statement's `returning`). */
const packageJson = `'{"id":' || p.id || ',"productionPolygonId":' || p.production_polygon_id
      || ',"productionPackageId":' || p.production_package_id || ',"barcode":' || to_json(p.barcode)::text
      || ',"packedAt":' || ${isoJson("p.packed_at")} || ',"amount":' || p.amount
      || ',"parentPolygonPackageId":' || coalesce(p.parent_polygon_package_id::text, 'null')
      || ',"childPolygonPackageIds":[' || array_to_string(array(
        select child.id from production_api.polygon_packages child
        where child.parent_polygon_package_id = p.id order by child.id), ',') || ']}'`;
/** The polygon packages that meet `where` (on `p`, with $1), as the JSON text of the wire's array. */
const packagesJsonWhere = (name: string, paramType: string, where: string): PreparedStatement => ({
  name,
  paramTypes: [paramType],
  text: `select '[' || coalesce(string_agg(${packageJson}, ',' order by p.id), '') || ']' as json
    from production_api.polygon_packages p where ${where}`,
});
const byBarcode = packagesJsonWhere("polygon_packages_by_barcode", "text", "p.barcode = $1");
// The scan reads a polygon's packages after each package it packs (polygonpackage/getbypolygon).
const byPolygon = packagesJsonWhere("polygon_packages_by_polygon", "int", "p.production_polygon_id = $1");

/** A polygon's packages, as findPolygonPackages gives them, as the JSON text of the wire's array. */
export async function findPolygonPackagesOfPolygonJson(db: Database, productionPolygonId: number) {
  const [row] = await runPrepared<{ json: string }>(db, byPolygon, [Math.trunc(productionPolygonId)]);
  return row?.json ?? "[]";
}

export async function findPolygonPackagesByBarcodeJson(db: Database, barcode: string): Promise<string> {
  const [row] = await runPrepared<{ json: string }>(db, byBarcode, [barcode]);
  return row?.json ?? "[]";
}

type PolygonPackageChanges = Partial<
  Pick<
    typeof polygonPackages.$inferInsert,
    | "productionPolygonId"
    | "productionPackageId"
    | "barcode"
    | "packedAt"
    | "amount"
    | "parentPolygonPackageId"
  >
>;

/** Writes the changes and answers the package as it is now, in one statement; 404 when there is none. */
export async function updatePolygonPackage(
  db: Database,
  id: number,
  changes: PolygonPackageChanges,
): Promise<PolygonPackageWire> {
  const [row] = await db
    .update(polygonPackages)
    .set(changes)
    .where(eq(polygonPackages.id, id))
    .returning(polygonPackageColumns);
  if (!row) throw notFound("Production polygon package", id);
  return toPolygonPackage(row);
}

/**
 * Marks a package packed (or not, packedAt null) and/or sets its amount, and
 * answers it as JSON text: one statement, atomic by itself. $2 says whether
 * packedAt is given (null is a value: unpacked); a null amount keeps it.
 */
const markPackage: PreparedStatement = {
  name: "polygon_package_mark",
  paramTypes: ["int", "boolean", "timestamptz", "int"],
  text: `with p as (
      update production_api.polygon_packages set
        packed_at = case when $2 then $3 else packed_at end,
        amount = coalesce($4, amount)
      where id = $1 returning *)
    select ${packageJson} as json from p`,
};

export async function markPolygonPackage(
  db: Database,
  id: number,
  mark: { packedAt?: string | null; amount?: number },
): Promise<string> {
  const [row] = await runPrepared<{ json: string }>(db, markPackage, [
    id,
    mark.packedAt === undefined ? "false" : "true",
    // To the millisecond, as the transaction's path (a Date) stores it.
    mark.packedAt == null ? null : new Date(mark.packedAt).toISOString(),
    mark.amount ?? null,
  ]);
  if (!row) throw notFound("Production polygon package", id);
  return row.json;
}

export async function findPolygonPackage(db: Database, id: number): Promise<PolygonPackageWire> {
  const [found] = await findPolygonPackages(db, eq(polygonPackages.id, id));
  if (!found) throw notFound("Production polygon package", id);
  return found;
}

// Advisory lock namespaces (first key of pg_advisory_xact_lock(int, int)). The
// barcode index is not unique, so two writers of the same barcode, or two
// nesting changes that together would close a cycle, take a lock first and
// then check; the lock ends with the transaction.
const barcodeLock = 7_301;
const nestingLock = 7_302;

/** Serialises writes of one barcode until the transaction ends. */
export async function lockBarcode(tx: Database, barcode: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${barcodeLock}, hashtext(${barcode}))`);
}

/** Serialises changes to the nesting (parents set, packages deleted) until the transaction ends. */
export async function lockNesting(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${nestingLock}, 0)`);
}

export async function isBarcodeTaken(db: Database, barcode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: polygonPackages.id })
    .from(polygonPackages)
    .where(eq(polygonPackages.barcode, barcode))
    .limit(1);
  return row !== undefined;
}

/**
 * "PP", the id in at least eight digits and a check letter: letters make it
 * never a valid EAN-13, and the prefix tells it apart from a "P"+digits code.
 */
export function generatedBarcode(id: number): string {
  const digits = String(id).padStart(8, "0");
  const weighted = [...digits].reduce((sum, digit, index) => sum + Number(digit) * (index + 1), 0);
  return `PP${digits}${String.fromCharCode(65 + (weighted % 26))}`;
}

/** Takes the next id and makes its barcode; skips ids whose barcode someone already chose by hand. */
export async function reserveIdWithBarcode(tx: Database): Promise<{ id: number; barcode: string }> {
  for (;;) {
    const [next] = await queryRows<{ id: number | string }>(
      tx,
      sql`select nextval(pg_get_serial_sequence('production_api.polygon_packages', 'id'))::int as id`,
    );
    const id = Number(next!.id);
    const barcode = generatedBarcode(id);
    await lockBarcode(tx, barcode);
    if (!(await isBarcodeTaken(tx, barcode))) return { id, barcode };
  }
}

/** 409 when putting `id` under `parentId` would make a package its own ancestor. */
export async function assertNoCycle(db: Database, id: number, parentId: number): Promise<void> {
  if (id === parentId) throw conflict(`polygon package ${id} cannot be put inside itself`);
  // Walk up from the new parent; UNION (not UNION ALL) stops even on data that already has a cycle.
  const [found] = await queryRows<{ id: number }>(
    db,
    sql`with recursive ancestors(id, parent_id) as (
          select id, parent_polygon_package_id from production_api.polygon_packages where id = ${parentId}
          union
          select p.id, p.parent_polygon_package_id
          from production_api.polygon_packages p join ancestors a on p.id = a.parent_id
        )
        select id from ancestors where id = ${id} limit 1`,
  );
  if (found) {
    throw conflict(
      `polygon package ${id} cannot be put inside polygon package ${parentId}, which is already inside it`,
    );
  }
}

/** 409 when a polygon package still holds others (they would lose their parent). */
export async function assertHasNoChildren(db: Database, id: number): Promise<void> {
  const [row] = await db
    .select({ id: polygonPackages.id })
    .from(polygonPackages)
    .where(eq(polygonPackages.parentPolygonPackageId, id))
    .limit(1);
  if (row) {
    throw conflict(`polygon package ${id} still holds other packages; take them out before deleting it`);
  }
}
