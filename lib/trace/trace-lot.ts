// A lot forward: its rolls (received, cut, left, where) and every line cut
// from it or matched with its label, with the line's project, customer,
// product, status, packages and whether it has shipped. The app's own tables
// say which lines; the upstream, through the one gateway, says the rest.
import type { Locale } from "@/lib/auth/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import { currentStatusOf } from "@/lib/polygons/polygons";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { ProductionApiError } from "@/lib/production-api/errors";
import type { ProductionPolygon, ProductionPolygonPackage } from "@/lib/production-api/schemas";
import { displayStatus } from "@/lib/workflow/rules";
import type { Workflow } from "@/lib/workflow/schemas";
import { loadWorkflow } from "@/lib/workflow/store";
import { cutsOfRolls, entriesOfLot, rollsOfLot } from "./queries";
import type { LotQuery, LotTrace, TracedLine } from "./schemas";

/** Upstream reads side by side, a few at a time (as lib/polygons reads order specs). */
const readsAtOnce = 16;

/** A line deleted upstream is shown without its details, never an error of the whole trace. */
async function orGone<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ProductionApiError && error.kind === "problem" && error.status === 404) return null;
    throw error;
  }
}

async function inBatches<T, R>(items: readonly T[], read: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += readsAtOnce) {
    out.push(...(await Promise.all(items.slice(i, i + readsAtOnce).map(read))));
  }
  return out;
}

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

const packageOf = (p: ProductionPolygonPackage) => ({ barcode: p.barcode, isPacked: p.packedAt !== null });

/** The lot's trace; 404 when the app knows no roll and no line of this lot. */
export async function traceLot(
  db: Database,
  upstream: ProductionApiClient,
  lot: string,
  { materialCode }: LotQuery,
  locale: Locale,
): Promise<LotTrace> {
  const [{ rolls, cutOfRoll, lines }, workflow] = await Promise.all([
    linesOfLot(db, lot, materialCode),
    loadWorkflow(db),
  ]);
  if (rolls.length === 0 && lines.size === 0) {
    const t = getTranslator(locale);
    throw new AppError("not_found", t("trace.notFoundTitle"), t("trace.notFound", { lot }));
  }
  const ids = [...lines.keys()].sort((a, b) => a - b);
  const read = await inBatches(ids, async (id) => {
    const polygon: ProductionPolygon | null = await orGone(upstream.polygon.getById({ id }));
    const packages = polygon ? await upstream.polygonPackage.getByPolygon({ productionPolygonId: id }) : [];
    return { id, polygon, packages };
  });
  const specs = await orderSpecsOf(
    upstream,
    read.flatMap(({ polygon }) => (polygon ? [polygon.productionProjectId] : [])),
  );
  const shipped = shippedValues(workflow);
  const onHold = onHoldValues(workflow);
  const traced: TracedLine[] = read.map(({ id, polygon, packages }) => {
    const source = lines.get(id)!;
    const status = polygon ? (currentStatusOf(polygon)?.productionStatusValue ?? null) : null;
    const summary = polygon ? lineSummary(specs.get(polygon.productionProjectId), polygon.polygonId) : null;
    return {
      productionPolygonId: id,
      productionProjectId: polygon?.productionProjectId ?? source.productionProjectId,
      projectNumber: summary?.projectNumber ?? null,
      customer: summary?.customer ?? null,
      lineNumber: summary?.lineNumber ?? null,
      product: summary?.product ?? null,
      materialCode: source.materialCode,
      cutMm: source.cutMm,
      rollIds: [...source.rollIds].sort((a, b) => a - b),
      status,
      statusLabel: status === null ? null : displayStatus(workflow.statuses, status, locale).label,
      isOnHold: status !== null && onHold.has(status),
      shipped: status !== null && shipped.has(status),
      packages: packages.map(packageOf),
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
