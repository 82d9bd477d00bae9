// The cut list a cutter works from: the department's plan roll by roll, each
// roll with its code, lot and place as the stock has it, each cut named by its
// ticket's line (project and order line), and the pieces of a strip already
// cut across the roll that wait for their ticket (docs/cutting.md).
import { eachInSlices, flatMapInSlices, restEvery } from "@/lib/base/yield";
import type { Database } from "@/lib/db/client";
import { env } from "@/lib/env";
import { lineSummary, orderSpecsOf } from "@/lib/polygons/order-specs";
import type { ProductionApiClient } from "@/lib/production-api/client";
import { cutScopeOf, cutsSoFar } from "../queue/cut-so-far";
import { compareWithOrder } from "../queue/line-materials";
import { cuttingQueue } from "../queue/queue-lines";
import { planKeyOf } from "../queue/kept-plans";
import type { CuttingPlan } from "../queue/schemas";
import { listRolls, type Roll } from "../rolls/rolls-store";
import { noneHidden, type CutLine, type CutList, type CutListRoll } from "./schemas";

const rollOf = (roll: Roll): CutListRoll => ({
  rollId: roll.id,
  code: roll.code,
  lot: roll.lot,
  place: roll.place,
  widthMm: roll.widthMm,
  lengthLeftMm: roll.lengthLeftMm,
  isOffcut: roll.isOffcut,
  cuts: [],
});

/** The plan as the cutter's screen shows it. */
export async function cutListOf(
  db: Database,
  upstream: ProductionApiClient,
  departmentId: number,
  plan: CuttingPlan,
): Promise<CutList> {
  const { lines, takes } = await cuttingQueue(db, upstream, departmentId);
  const [specs, stock, so] = await Promise.all([
    orderSpecsOf(upstream, [...new Set([...lines, ...takes].map((l) => l.productionProjectId))]),
    listRolls(db, {}),
    cutsSoFar(db, ...cutScopeOf(lines)),
  ]);
  const byId = new Map([...lines, ...takes].map((l) => [l.productionPolygonId, l]));
  const rolls = new Map(stock.map((r) => [r.id, r]));
  const materialNames = new Map<string, string | null>();
  for (const roll of stock)
    if (!materialNames.has(roll.materialCode)) materialNames.set(roll.materialCode, roll.materialName);
  // Each line named once: at 100k a line's pieces are many, and naming one walks its order spec.
  const named = new Map<number, CutLine>();
  const nameOf = (productionPolygonId: number): CutLine => {
    const known = named.get(productionPolygonId);
    if (known) return known;
    const line = byId.get(productionPolygonId);
    const summary = line ? lineSummary(specs.get(line.productionProjectId), line.polygonId) : null;
    const cutLine = {
      productionPolygonId,
      productionProjectId: line?.productionProjectId ?? null,
      projectNumber: summary?.projectNumber ?? null,
      lineNumber: summary?.lineNumber ?? null,
      product: summary?.product ?? null,
    };
    named.set(productionPolygonId, cutLine);
    return cutLine;
  };
  // A new object of the line's names and the entry's own fields. Not `{ ...line, ...own }`: on
  // Node 20 each object made so gets a hidden class of its own (docs/architecture.md, "Garbage").
  const lineWith = <T extends object>(productionPolygonId: number, own: T): CutLine & T =>
    Object.assign({}, nameOf(productionPolygonId), own);

  const tolerancePercent = env().CUT_SIZE_TOLERANCE_PERCENT;
  // In slices, a roll at a time: at 100,000 polygons the plan holds tens of thousands of cuts.
  const rest = restEvery();
  const fabrics: CutList["fabrics"] = [];
  for (const fabric of plan.fabrics) {
    const listed: CutListRoll[] = [];
    await eachInSlices(
      fabric.rolls,
      (planned) => {
        const roll = rolls.get(planned.rollId);
        // Ended or set aside since the plan was made: its pieces are in the next plan, on other rolls.
        if (roll?.status !== "in-stock") return;
        // A line no longer at cutting (done at the station, moved on) gives its pieces back at once.
        const cuts = planned.cuts
          .filter((cut) => byId.has(cut.productionPolygonId))
          .map((cut) => lineWith(cut.productionPolygonId, cut));
        if (cuts.length > 0) listed.push({ ...rollOf(roll), cuts });
      },
      rest,
    );
    // Pieces lying in a strip already cut come first on their roll: their tickets are scanned next.
    for (const piece of so.pending) {
      const roll = rolls.get(piece.rollId);
      if (roll?.materialCode !== fabric.materialCode || !byId.has(piece.productionPolygonId)) continue;
      let entry = listed.find((r) => r.rollId === roll.id);
      if (!entry) listed.unshift((entry = rollOf(roll)));
      const { productionPolygonId, lengthMm, widthMm, acrossMm } = piece;
      entry.cuts.unshift(lineWith(productionPolygonId, { offsetMm: null, lengthMm, widthMm, acrossMm }));
    }
    const name = materialNames.get(fabric.materialCode) ?? null;
    fabrics.push({
      materialCode: fabric.materialCode,
      materialName: name,
      usedMm: fabric.usedMm,
      lowerBoundMm: fabric.lowerBoundMm,
      rolls: listed,
      unplanned: await flatMapInSlices(
        fabric.unplanned,
        (u) => [lineWith(u.productionPolygonId, { reason: u.reason })],
        rest,
      ),
      // Cut sizes far from the order's quantity, for the supervisor (docs/cutting.md, "One amount").
      cutSizesDiffer: await flatMapInSlices(
        fabric.orderChecks ?? [],
        ({ productionPolygonId, cutMm, orderMm }) => {
          const { differsPercent, isFlagged } = compareWithOrder(cutMm, orderMm, tolerancePercent);
          return isFlagged && orderMm !== null && differsPercent !== null && byId.has(productionPolygonId)
            ? [lineWith(productionPolygonId, { cutMm, orderMm, differsPercent })]
            : [];
        },
        rest,
      ),
      // The whole list: the route sends the part a tablet shows (shown-part.ts).
      hidden: noneHidden,
    });
    await rest();
  }
  const taken = await flatMapInSlices(
    takes,
    ({ productionPolygonId, name, eanCode, quantity }) => [
      lineWith(productionPolygonId, { name, eanCode, quantity }),
    ],
    rest,
  );
  return { planKey: planKeyOf(plan), fabrics, takes: taken, hiddenTakes: 0 };
}
