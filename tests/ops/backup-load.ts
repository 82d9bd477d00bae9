// What the backup tests under load share (PGlite and PostgreSQL): the demo
// data, two "tablets" writing through the app's routes (one scanning packages,
// one starting station work) until told to stop, and every row of every table
// read as sorted JSON lines for a comparison.
import { isNull, sql } from "drizzle-orm";
import { expect } from "vitest";
import * as startRoute from "@/app/api/departments/[id]/polygons/[polygonId]/start/route";
import * as queueRoute from "@/app/api/departments/[id]/queue/route";
import * as scanRoute from "@/app/api/pack/scan/route";
import { queryRows, type Database } from "@/lib/db/client";
import { loadDemoDataLocked } from "@/lib/embedded-api/boot";
import * as t from "@/lib/embedded-api/schema";
import { apiRequest, employee, json, routeParams } from "../support/api-session";

export type Ack = { kind: "scan" | "move"; key: string; status: number; answeredAt: number };
type Move = { id: number; polygonId: number };

const supervisor = employee(["supervisor"]);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every row of every table of the app, the embedded API and the migrations, as sorted JSON lines per table. */
export async function readAllTables(db: Database): Promise<Map<string, string[]>> {
  const tables = await queryRows<{ schema: string; name: string }>(
    db,
    sql`select table_schema as schema, table_name as name from information_schema.tables
        where table_schema in ('app', 'production_api', 'drizzle') and table_type = 'BASE TABLE'`,
  );
  const all = new Map<string, string[]>();
  for (const { schema, name } of tables) {
    const rows = await queryRows<Record<string, unknown>>(db, sql.raw(`select * from "${schema}"."${name}"`));
    all.set(`${schema}.${name}`, rows.map((row) => JSON.stringify(row)).sort());
  }
  return all;
}

/** Loads the demo data; the packages not packed yet and the polygons waiting to be started. */
export async function loadWork(db: Database, projects: number) {
  const seedStartedAt = performance.now();
  await loadDemoDataLocked(db, { seed: 20261123, projects, now: new Date("2026-11-23T08:00:00Z") });
  const seedMs = performance.now() - seedStartedAt;
  const barcodes = (
    await db
      .select({ barcode: t.polygonPackages.barcode })
      .from(t.polygonPackages)
      .where(isNull(t.polygonPackages.packedAt))
  )
    .map((row) => row.barcode)
    .filter((barcode): barcode is string => barcode !== null);
  const moves: Move[] = [];
  for (const { id } of await db.select({ id: t.departments.id }).from(t.departments)) {
    const request = await apiRequest(`/api/departments/${id}/queue?limit=200`, { as: supervisor });
    const response = await queueRoute.GET(request, routeParams({ id }));
    expect(response.status).toBe(200);
    const queue = await json<{ items: { id: number; nextStep: string | null }[] }>(response);
    for (const item of queue.items) if (item.nextStep === "start") moves.push({ id, polygonId: item.id });
  }
  return { barcodes, moves, seedMs };
}

/** Starts the two tablets; `stop` lets them finish the write under way. */
export function startWriting({ barcodes, moves }: { barcodes: string[]; moves: Move[] }) {
  const acks: Ack[] = [];
  let isStopped = false;
  const scanNext = async (barcode: string) => {
    const request = await apiRequest("/api/pack/scan", { method: "POST", as: supervisor, body: { barcode } });
    const response = await scanRoute.POST(request);
    acks.push({ kind: "scan", key: barcode, status: response.status, answeredAt: performance.now() });
  };
  const moveNext = async ({ id, polygonId }: Move) => {
    const path = `/api/departments/${id}/polygons/${polygonId}/start`;
    const request = await apiRequest(path, { method: "POST", as: supervisor });
    const response = await startRoute.POST(request, routeParams({ id, polygonId }));
    acks.push({
      kind: "move",
      key: `${id}/${polygonId}`,
      status: response.status,
      answeredAt: performance.now(),
    });
  };
  const stream = Promise.all([
    (async () => {
      for (const barcode of barcodes) if (!isStopped) await scanNext(barcode);
    })(),
    (async () => {
      for (const move of moves) if (!isStopped) await moveNext(move);
    })(),
  ]);
  const total = barcodes.length + moves.length;
  return {
    acks,
    /** Waits until `count` more writes were answered (or all were). */
    async waitFor(count: number) {
      const target = Math.min(acks.length + count, total);
      while (acks.length < target) await sleep(20);
    },
    async stop() {
      isStopped = true;
      await stream;
    },
  };
}

/** What a restored database must hold of the acknowledged writes: each package packed, each start recorded. */
export async function expectAcknowledgedIn(db: Database, acked: Ack[]): Promise<void> {
  const packed = new Set(
    (
      await queryRows<{ barcode: string }>(
        db,
        sql`select barcode from production_api.polygon_packages where packed_at is not null`,
      )
    ).map((row) => row.barcode),
  );
  const missing = acked.filter((ack) => ack.kind === "scan" && !packed.has(ack.key)).map((ack) => ack.key);
  expect(missing).toEqual([]);
  const started = new Set(
    (
      await queryRows<{ key: string }>(
        db,
        sql`select production_department_id || '/' || production_polygon_id as key
            from app.station_moves where step = 'start' and undone_at is null`,
      )
    ).map((row) => row.key),
  );
  expect(acked.filter((ack) => ack.kind === "move" && !started.has(ack.key)).map((ack) => ack.key)).toEqual(
    [],
  );
}
