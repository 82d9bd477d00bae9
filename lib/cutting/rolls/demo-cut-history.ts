// The demo workshop's cut history, so that a new workshop can trace a lot at
// once (docs/traceability.md): every line past cutting was cut from rolls of
// its fabric, one or two pieces each, roll after roll, the lot changing now
// and then. One velours's first full roll is lot L24-172. The history's rolls
// are all used up (their ends left as waste): the stock the planner cuts from
// stays as demo-stock.ts made it. Bulk inserts: the 100,000-polygon data gets
// a year of it. Seeded: the same seed gives the same history.
import { sql } from "drizzle-orm";
import { createRandom, deriveSeed, type Random } from "@/lib/base/prng";
import type { Database } from "@/lib/db/client";
import { materialLots, rollEvents, rolls } from "@/lib/db/schema";
import { rollLengthsM, type DemoFabric } from "./demo-stock";

/** A material entry of a line past cutting (lib/server/embedded-api.ts, demoCutLines). */
export type DemoCutLine = {
  entryId: number;
  productionPolygonId: number;
  polygonId: number;
  productionProjectId: number;
  materialCode: string;
  statusValue: number;
};

/** The lot the demo's story is told with (docs/traceability.md). */
export const demoRecallLot = "L24-172";
const historyKeeper = "Demo history";
/** The default workflow's Shipped. */
const shippedValue = 700;
const day = 86_400_000;
/** From this many lines past cutting the history spans a year (the 100,000-polygon data has tens of thousands). */
const largeHistoryLines = 10_000;

type PlannedRoll = {
  materialCode: string;
  gtin: string;
  materialName: string;
  lot: string;
  widthMm: number;
  lengthMm: number;
  place: string;
  registeredAt: Date;
  cuts: { productionPolygonId: number; lengthMm: number; at: Date }[];
};

const lotOf = (random: Random) =>
  `${random.pick(["B", "L", "D"])}${random.int(22, 24)}-${random.int(100, 999)}`;

/**
 * One fabric's rolls and cuts; the first roll is the rest of a roll begun
 * before the history. The story's fabric: its first line takes two pieces, the
 * rest roll holds only the first, and the second comes off its first full
 * roll, lot L24-172, which the lines after it are cut from too.
 */
function planFabric(
  fabric: DemoFabric,
  index: number,
  lines: { line: DemoCutLine; at: Date }[],
  random: Random,
  isStory: boolean,
) {
  const lengths = rollLengthsM[fabric.category] ?? [50];
  const made: PlannedRoll[] = [];
  const lastLotOfEntry = new Map<number, { line: DemoCutLine; lot: string }>();
  let lot = lotOf(random);
  let leftMm = 0;
  const startRoll = (at: Date, firstPieceMm: number): PlannedRoll => {
    const isFirst = made.length === 0;
    if (!isFirst && (made.length === 1 || random.chance(0.5))) {
      lot = isStory && made.length === 1 ? demoRecallLot : lotOf(random);
    }
    const restMm = isStory ? firstPieceMm + random.int(2, 9) * 100 : random.int(40, 120) * 100;
    const lengthMm = isFirst ? restMm : random.pick(lengths) * 1000;
    const roll = {
      materialCode: fabric.materialCode,
      gtin: fabric.materialCode.padStart(14, "0"),
      materialName: fabric.name,
      lot,
      widthMm: fabric.widthMm,
      lengthMm,
      place: `Rek ${String.fromCharCode(65 + (index % 6))}${1 + (made.length % 9)}`,
      registeredAt: new Date(at.getTime() - random.int(1, 10) * day),
      cuts: [],
    };
    made.push(roll);
    leftMm = lengthMm;
    return roll;
  };
  let current: PlannedRoll | null = null;
  for (const [n, { line, at }] of lines.entries()) {
    const pieces = (isStory && n === 0) || random.chance(0.35) ? 2 : 1;
    for (let piece = 0; piece < pieces; piece++) {
      const lengthMm = random.int(150, 320) * 10;
      if (!current || leftMm < lengthMm) current = startRoll(at, lengthMm);
      current.cuts.push({ productionPolygonId: line.productionPolygonId, lengthMm, at });
      leftMm -= lengthMm;
      lastLotOfEntry.set(line.entryId, { line, lot: current.lot });
    }
  }
  return { rolls: made, lots: [...lastLotOfEntry.values()] };
}

async function inChunks<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

/**
 * Makes the history once (a demo database without it); says what it did, for
 * the start-up log. `lines`: oldest first; their cuts are spread over the
 * past year (a small demo: over its last weeks).
 */
export async function ensureDemoCutHistory(
  db: Database,
  fabrics: readonly DemoFabric[],
  lines: readonly DemoCutLine[],
  { seed, now = new Date() }: { seed: number; now?: Date },
): Promise<string> {
  const [done] = await db
    .select({ id: rolls.id })
    .from(rolls)
    .where(sql`${rolls.registeredByName} = ${historyKeeper}`)
    .limit(1);
  if (done) return "skipped (history exists)";
  // About 150 lines a day; the large benchmark data (10,000 lines and more: 100,000 polygons) a whole year.
  const spanDays =
    lines.length >= largeHistoryLines ? 365 : Math.min(365, Math.max(30, Math.ceil(lines.length / 150)));
  const timed = lines.map((line, i) => ({
    line,
    at: new Date(now.getTime() - (spanDays - (i / Math.max(1, lines.length)) * (spanDays - 1)) * day),
  }));
  const sorted = [...fabrics].sort((a, b) => a.materialCode.localeCompare(b.materialCode));
  // The story's fabric: a velours whose lines after its first include shipped and unshipped ones; the most such lines.
  const storyLines = (code: string) => timed.filter(({ line }) => line.materialCode === code).slice(1);
  const isStoryLike = (code: string) =>
    storyLines(code).some(({ line }) => line.statusValue === shippedValue) &&
    storyLines(code).some(({ line }) => line.statusValue !== shippedValue);
  const velours = sorted.filter((f) => f.name.startsWith("Velours"));
  const story = [...velours.filter((f) => isStoryLike(f.materialCode)), ...velours].reduce<DemoFabric | null>(
    (best, f) =>
      !best ||
      (isStoryLike(f.materialCode) === isStoryLike(best.materialCode) &&
        storyLines(f.materialCode).length > storyLines(best.materialCode).length)
        ? f
        : best,
    null,
  );
  const planned = sorted.map((fabric, index) =>
    planFabric(
      fabric,
      index,
      timed.filter(({ line }) => line.materialCode === fabric.materialCode),
      createRandom(deriveSeed(seed, 40_000 + index)),
      fabric.materialCode === story?.materialCode,
    ),
  );
  const allRolls = planned.flatMap((p) => p.rolls);
  const ids: number[] = [];
  await inChunks(allRolls, 500, async (chunk) => {
    const rows = await db
      .insert(rolls)
      .values(
        chunk.map((r) => ({
          materialCode: r.materialCode,
          gtin: r.gtin,
          materialName: r.materialName,
          lot: r.lot,
          widthMm: r.widthMm,
          lengthMm: r.lengthMm,
          lengthLeftMm: 0,
          place: r.place,
          status: r.cuts.reduce((sum, c) => sum + c.lengthMm, 0) === r.lengthMm ? "used-up" : "waste",
          registeredAt: r.registeredAt,
          registeredByName: historyKeeper,
        })),
      )
      .returning({ id: rolls.id });
    ids.push(...rows.map((row) => row.id));
  });
  const events = allRolls.flatMap((roll, i) => {
    const rollId = ids[i]!;
    let left = roll.lengthMm;
    const registered = {
      rollId,
      kind: "registered",
      lengthMm: 0,
      lengthLeftMm: left,
      detail: null,
      at: roll.registeredAt,
      employeeName: historyKeeper,
    };
    const cuts = roll.cuts.map((cut) => {
      left -= cut.lengthMm;
      const detail = {
        productionPolygonId: cut.productionPolygonId,
        plannedLengthMm: cut.lengthMm,
        boundLengthMm: cut.lengthMm,
      };
      return {
        rollId,
        kind: "cut",
        lengthMm: cut.lengthMm,
        lengthLeftMm: left,
        detail,
        at: cut.at,
        employeeName: historyKeeper,
      };
    });
    const lastAt = roll.cuts.at(-1)?.at ?? roll.registeredAt;
    const end =
      left > 0
        ? [
            {
              rollId,
              kind: "waste",
              lengthMm: left,
              lengthLeftMm: 0,
              detail: null,
              at: lastAt,
              employeeName: historyKeeper,
            },
          ]
        : [];
    return [registered, ...cuts, ...end];
  });
  await inChunks(events, 1000, (chunk) => db.insert(rollEvents).values(chunk));
  const lots = planned.flatMap((p) => p.lots);
  await inChunks(lots, 1000, (chunk) =>
    db
      .insert(materialLots)
      .values(
        chunk.map(({ line, lot }) => ({
          entryId: line.entryId,
          productionPolygonId: line.productionPolygonId,
          polygonId: line.polygonId,
          productionProjectId: line.productionProjectId,
          eanCode: line.materialCode,
          gtin: line.materialCode.padStart(14, "0"),
          lot,
          recordedByName: historyKeeper,
          recordedAt: now,
        })),
      )
      .onConflictDoNothing(),
  );
  const cutCount = events.filter((e) => e.kind === "cut").length;
  return `${allRolls.length} rolls, ${cutCount} cuts of ${new Set(lines.map((l) => l.productionPolygonId)).size} lines over ${spanDays} days`;
}
