// A lot forward: its rolls (received, cut, left, where) and every line cut
// from it or matched with its label, with the line's project, customer,
// product, status, packages and whether it has shipped. The app's own tables
// say which lines; the rest is read for all lines at once (./line-facts.ts:
// the shared status lists in memory, set-based reads of order lines and
// packages), not line by line.
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { embeddedTraceReads } from "@/lib/server/embedded-api";
import { displayStatus } from "@/lib/workflow/rules";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import { lineOrders, linePackages, linePolygons, type LinePolygon, type TraceReads } from "./line-facts";
import { cutsOfRolls, entriesOfLot, rollsOfLot } from "./queries";
import type { LotQuery, LotTrace, TracedLine } from "./schemas";

/**
 * Shipped: the Done of a department no other department waits for (the
 * default workflow's dispatch, "Shipped"). Nothing follows it on the floor.
 */
export function shippedValues(workflow: Workflow): Set<number> {
  const waitedFor = new Set(workflow.departments.flatMap((d) => d.waitingValues));
  return new Set(workflow.departments.map((d) => d.doneValue).filter((value) => !waitedFor.has(value)));
}

export const onHoldValues = (workflow: Workflow) => new Set(workflow.departments.map((d) => d.onHoldValue));

type LineSource = {
  materialCode: string;
  cutMm: number;
  rollIds: Set<number>;
  productionProjectId: number | null;
};

/** Which lines the lot went into, from the cuts off its rolls and the entries that keep its lot. */
async function linesOfLot(db: Database, lot: string, materialCode: string | undefined) {
  const rolls = await rollsOfLot(db, lot, materialCode);
  const [cuts, entries] = await Promise.all([
    cutsOfRolls(
      db,
      rolls.map((r) => r.rollId),
    ),
    entriesOfLot(db, lot, materialCode),
  ]);
  const materialOf = new Map(rolls.map((r) => [r.rollId, r.materialCode]));
  const cutOfRoll = new Map<number, number>();
  const lines = new Map<number, LineSource>();
  for (const cut of cuts) {
    cutOfRoll.set(cut.rollId, (cutOfRoll.get(cut.rollId) ?? 0) + cut.pieceMm);
    const line = lines.get(cut.productionPolygonId) ?? {
      materialCode: materialOf.get(cut.rollId) ?? "",
      cutMm: 0,
      rollIds: new Set<number>(),
      productionProjectId: null,
    };
    line.cutMm += cut.pieceMm;
    line.rollIds.add(cut.rollId);
    lines.set(cut.productionPolygonId, line);
  }
  for (const entry of entries) {
    const line = lines.get(entry.productionPolygonId);
    if (line) line.productionProjectId = entry.productionProjectId;
    else
      lines.set(entry.productionPolygonId, {
        materialCode: entry.materialCode,
        cutMm: 0,
        rollIds: new Set(),
        productionProjectId: entry.productionProjectId,
      });
  }
  return { rolls, cutOfRoll, lines };
}

/**
 * The lot's trace; 404 when the app knows no roll and no line of this lot.
 * `reads`: the set-based reads of its lines (lib/trace/line-facts.ts); by
 * default the embedded API's when it is this server's upstream in process.
 * `isFresh`: the lines' statuses read from the upstream, not the kept lists
 * (the recall, which holds what they say).
 */
export async function traceLot(
  db: Database,
  upstream: ProductionApiClient,
  lot: string,
  { materialCode }: LotQuery,
  locale: Locale,
  { reads, isFresh = false }: { reads?: TraceReads | null; isFresh?: boolean } = {},
): Promise<LotTrace> {
  const [{ rolls, cutOfRoll, lines }, workflow, bulk] = await Promise.all([
    linesOfLot(db, lot, materialCode),
    loadWorkflow(db),
    reads === undefined ? embeddedTraceReads(db) : Promise.resolve(reads),
  ]);
  if (rolls.length === 0 && lines.size === 0) {
    const t = getTranslator(locale);
    throw new AppError("not_found", t("trace.notFoundTitle"), t("trace.notFound", { lot }));
  }
  const ids = [...lines.keys()].sort((a, b) => a - b);
  const polygons = await linePolygons(upstream, workflow, ids, { isFresh });
  const present = [...polygons.values()].filter((p): p is LinePolygon => p !== null);
  const [orders, packages] = await Promise.all([
    lineOrders(upstream, bulk, present),
    linePackages(
      upstream,
      bulk,
      present.map((p) => p.id),
    ),
  ]);
  const shipped = shippedValues(workflow);
  const onHold = onHoldValues(workflow);
  const traced: TracedLine[] = ids.map((id) => {
    const source = lines.get(id)!;
    const polygon = polygons.get(id) ?? null;
    const status = polygon?.status ?? null;
    const order = orders.get(id);
    return {
      productionPolygonId: id,
      productionProjectId: polygon?.productionProjectId ?? source.productionProjectId,
      projectNumber: order?.projectNumber ?? null,
      customer: order?.customer ?? null,
      lineNumber: order?.lineNumber ?? null,
      product: order?.product ?? null,
      materialCode: source.materialCode,
      cutMm: source.cutMm,
      rollIds: [...source.rollIds].sort((a, b) => a - b),
      status,
      statusLabel: status === null ? null : displayStatus(workflow.statuses, status, locale).label,
      isOnHold: status !== null && onHold.has(status),
      shipped: status !== null && shipped.has(status),
      packages: packages.get(id) ?? [],
    };
  });
  traced.sort(
    (a, b) =>
      (a.projectNumber ?? "").localeCompare(b.projectNumber ?? "") ||
      (a.lineNumber ?? 0) - (b.lineNumber ?? 0) ||
      a.productionPolygonId - b.productionPolygonId,
  );
  return {
    lot,
    materialCode: materialCode ?? null,
    rolls: rolls.map(({ registeredAt, ...roll }) => ({
      ...roll,
      registeredAt: registeredAt.toISOString(),
      cutMm: cutOfRoll.get(roll.rollId) ?? 0,
    })),
    lines: traced,
  };
}
