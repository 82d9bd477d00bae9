// The rows of the matching list as far as matching does not change them (the
// project's and the project material's columns and the polygons that use it),
// kept as JSON text per project material under the matching rows version
// (production_api.matching_rows_version, migration 0020): a page then needs
// from the database only its ids in order and their entries. Bounded, most
// recently used kept; all dropped when the version moves.
import type { Database } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";
import { jsonMembers } from "./json-text";
import { headFields, middleFields, pj, pm } from "./matching-row-json";
import { PgDialect } from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import { projectMaterials, projects } from "../schema";

/** A row's JSON text before its status (up to `"status":`) and between status and entries (up to `"polygonProjectMaterials":`). */
export type KeptRow = { head: string; middle: string };

/** At most this many rows are kept per database (see docs/embedded-api.md for what they cost). */
export const maxKeptRows = 50_000;

const versionOf = sql`(select version::text from production_api.matching_rows_version where id = 1)`;

/** The rows of these ids ($1, an int[]), with the version they were read at. */
const keptRowsStatement: PreparedStatement = {
  name: "production_api_matching_kept_rows",
  paramTypes: ["int[]"],
  text: new PgDialect().sqlToQuery(
    sql`select ${versionOf} as version, ${pm}.id as id,
      ${jsonMembers(headFields, true)} || ',"status":' as head,
      ${jsonMembers(middleFields, false)} || ',"polygonProjectMaterials":' as middle
    from ${projectMaterials} as ${pm}
    inner join ${projects} as ${pj} on ${pj}.id = ${pm}.production_project_id
    where ${pm}.id = any(${sql.raw("$1::int[]")})`,
  ).sql,
};

type Store = { version: string; rows: Map<number, KeptRow> };
const stores = new WeakMap<Database, Store>();

/**
 * The kept rows of these ids, reading those not kept (or kept under another
 * version than `version`, the one the page's statement saw). A row missing
 * from the answer was deleted meanwhile: the caller builds the page another way.
 */
export async function keptRows(
  db: Database,
  version: string,
  ids: readonly number[],
): Promise<Map<number, KeptRow>> {
  let store = stores.get(db);
  if (store?.version !== version) {
    store = { version, rows: new Map() };
    stores.set(db, store);
  }
  const found = new Map<number, KeptRow>();
  const missing: number[] = [];
  for (const id of ids) {
    const row = store.rows.get(id);
    if (!row) {
      missing.push(id);
      continue;
    }
    // Most recently used last, so the oldest is dropped first.
    store.rows.delete(id);
    store.rows.set(id, row);
    found.set(id, row);
  }
  if (missing.length === 0) return found;
  const read = await runPrepared<{ version: string; id: number; head: string; middle: string }>(
    db,
    keptRowsStatement,
    [`{${missing.join(",")}}`],
  );
  // Kept only when read at the version the page saw: a row read after a later
  // write is right for this answer but must not outlive that write's version.
  const keeps = read[0]?.version === version;
  for (const { id, head, middle } of read) {
    const row = { head, middle };
    found.set(id, row);
    if (keeps) store.rows.set(id, row);
  }
  while (store.rows.size > maxKeptRows) store.rows.delete(store.rows.keys().next().value!);
  return found;
}
