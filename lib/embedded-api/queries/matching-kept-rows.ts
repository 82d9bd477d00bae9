// The rows of the matching list kept as JSON text per project material, in two
// parts with a version each. What matching does not change (the project's and
// the project material's columns, the polygons that use it) is kept under the
// matching rows version (production_api.matching_rows_version, migration 0021);
// the entries and the status derived from them under the data version
// (production_api.data_version, raised by every write, matching included). A
// page needs from the database only its ids in order and both versions, while
// nothing changed; after a match, the entries of its rows again, not the rest.
// Bounded, most recently used kept; all dropped when the rows version moves.
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/db/client";
import { runPrepared, type PreparedStatement } from "@/lib/db/prepared-statement";
import { projectMaterials, projects } from "../schema";
import { jsonMembers } from "./json-text";
import { entriesOf, headFields, middleFields, pj, pm } from "./matching-row-json";

/** At most this many rows are kept per database (see docs/embedded-api.md for what they cost). */
export const maxKeptRows = 20_000;

/** A row: its JSON text up to `"status":`, from there (after the status) up to `"polygonProjectMaterials":`, and its entries. */
type KeptRow = { head: string; middle: string; entries?: Entries };
type Entries = { dataVersion: string; status: string; list: string };
export type Versions = { rowsVersion: string; dataVersion: string };

const render = (statement: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(statement).sql;

/** The parts matching does not change of these ids ($1), with the rows version they were read at. */
const staticStatement: PreparedStatement = {
  name: "production_api_matching_kept_rows",
  paramTypes: ["int[]"],
  text: render(sql`select
      (select version::text from production_api.matching_rows_version where id = 1) as version, ${pm}.id as id,
      ${jsonMembers(headFields, true)} || ',"status":' as head,
      ${jsonMembers(middleFields, false)} || ',"polygonProjectMaterials":' as middle
    from ${projectMaterials} as ${pm}
    inner join ${projects} as ${pj} on ${pj}.id = ${pm}.production_project_id
    where ${pm}.id = any(${sql.raw("$1::int[]")})`),
};

/** The entries and status of these ids ($1), with the data version they were read at: one text, `id status list` a line. */
const entriesStatement: PreparedStatement = {
  name: "production_api_matching_kept_entries",
  paramTypes: ["int[]"],
  text: render(sql`select
      (select version::text from production_api.data_version where id = 1) as version,
      coalesce(string_agg(ids.id || ' ' || entries.status || ' ' || entries.list, E'\n'), '') as rows
    from unnest(${sql.raw("$1::int[]")}) as ids(id)
    cross join lateral ${entriesOf(sql`ids.id`)} as entries`),
};

type Store = { rowsVersion: string; rows: Map<number, KeptRow> };
const stores = new WeakMap<Database, Store>();

async function readStatic(db: Database, store: Store, ids: number[], found: Map<number, KeptRow>) {
  const read = await runPrepared<{ version: string; id: number; head: string; middle: string }>(
    db,
    staticStatement,
    [`{${ids.join(",")}}`],
  );
  // Kept only when read at the version the page saw: a row read after a later
  // write is right for this answer but must not outlive that write's version.
  const keeps = read[0]?.version === store.rowsVersion;
  for (const { id, head, middle } of read) {
    const row = { head, middle };
    found.set(id, row);
    if (keeps) store.rows.set(id, row);
  }
}

async function readEntries(db: Database, versions: Versions, ids: number[], found: Map<number, KeptRow>) {
  const [read] = await runPrepared<{ version: string; rows: string }>(db, entriesStatement, [
    `{${ids.join(",")}}`,
  ]);
  for (const line of read?.rows ? read.rows.split("\n") : []) {
    const first = line.indexOf(" ");
    const second = line.indexOf(" ", first + 1);
    const entries = {
      dataVersion: read!.version,
      status: line.slice(first + 1, second),
      list: line.slice(second + 1),
    };
    const row = found.get(Number(line.slice(0, first)));
    // Kept for the version the page saw only when read at it (as above).
    if (row)
      row.entries = { ...entries, dataVersion: read!.version === versions.dataVersion ? read!.version : "" };
  }
}

/**
 * The whole rows of these ids as JSON text, reading what is not kept for the
 * versions the page's statement saw. A row missing from the answer was
 * deleted meanwhile: the caller builds the page another way.
 */
export async function keptRowsJson(db: Database, versions: Versions, ids: readonly number[]) {
  let store = stores.get(db);
  if (store?.rowsVersion !== versions.rowsVersion) {
    store = { rowsVersion: versions.rowsVersion, rows: new Map() };
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
  if (missing.length > 0) await readStatic(db, store, missing, found);
  const stale = [...found].filter(([, row]) => row.entries?.dataVersion !== versions.dataVersion);
  if (stale.length > 0)
    await readEntries(
      db,
      versions,
      stale.map(([id]) => id),
      found,
    );
  while (store.rows.size > maxKeptRows) store.rows.delete(store.rows.keys().next().value!);
  const json = new Map<number, string>();
  for (const [id, { head, middle, entries }] of found) {
    if (entries) json.set(id, `${head}${JSON.stringify(entries.status)}${middle}${entries.list}}`);
  }
  return json;
}
