// The demo workshop's fabric stock, made once in a new demo database: two to
// four rolls of every fabric the demo orders use, some partly used, and a few
// offcuts. Seeded (lib/base/prng.ts): the same seed gives the same stock.
import { count } from "drizzle-orm";
import { createRandom, deriveSeed, type Random } from "@/lib/base/prng";
import type { Database } from "@/lib/db/client";
import { rolls } from "@/lib/db/schema";
import { endRoll, takeFromRoll } from "./roll-usage";
import { findRoll, insertRoll } from "./rolls-store";

/** A fabric of the demo catalogue: its EAN, name, category and roll width. */
export type DemoFabric = { materialCode: string; name: string; category: string; widthMm: number };

const stockKeeper = { employeeId: null, name: "Demo stock" };
/** Rolls as suppliers deliver them, in metres, by kind of fabric. */
export const rollLengthsM: Record<string, readonly number[]> = {
  "curtain-fabric": [40, 50, 60],
  lining: [50, 100],
  "roller-fabric": [25, 30, 50],
  "pleated-fabric": [50, 100],
  "vertical-fabric": [100, 200],
};

const lotOf = (random: Random) =>
  `${random.pick(["B", "L", "D"])}${random.int(24, 26)}-${random.int(100, 999)}`;

/** One fabric's rolls: 2–4 in stock, of one or two lots; about half partly used; every third fabric has an offcut. */
async function stockOne(db: Database, fabric: DemoFabric, index: number, random: Random, at: Date) {
  const lots = [lotOf(random), lotOf(random)];
  // A fabric that leaves an offcut has one roll more: two to four stay in stock.
  const rollCount = random.int(2, 4) + (index % 3 === 0 ? 1 : 0);
  const lengths = rollLengthsM[fabric.category] ?? [50];
  const ids: number[] = [];
  for (let n = 0; n < rollCount; n++) {
    const lengthMm = random.pick(lengths) * 1000;
    const roll = await insertRoll(
      db,
      {
        materialCode: fabric.materialCode,
        gtin: fabric.materialCode.padStart(14, "0"),
        materialName: fabric.name,
        lot: lots[n < 2 ? 0 : 1]!,
        widthMm: fabric.widthMm,
        lengthMm,
        place: `Rek ${String.fromCharCode(65 + (index % 6))}${1 + n}`,
        at: new Date(at.getTime() - random.int(2, 40) * 86_400_000),
      },
      stockKeeper,
    );
    ids.push(roll.id);
    if (random.chance(0.5)) {
      const usedMm = Math.round((lengthMm * random.range(0.15, 0.8)) / 10) * 10;
      await takeFromRoll(db, roll.id, { lengthMm: usedMm, at }, stockKeeper);
    }
  }
  if (index % 3 === 0) {
    // The oldest roll of this fabric ran out: what was left at its end is kept as an offcut.
    const [oldest] = ids;
    const leftoverMm = random.int(6, 24) * 100;
    const { lengthLeftMm } = await findRoll(db, oldest!);
    await takeFromRoll(db, oldest!, { lengthMm: lengthLeftMm - leftoverMm, at }, stockKeeper);
    await endRoll(
      db,
      oldest!,
      { lengthMm: leftoverMm, place: "Restenbak 1", isOffcut: true, at },
      stockKeeper,
    );
  }
}

/** Creates the demo stock when there are no rolls yet; says what it did, for the start-up log. */
export async function ensureDemoRolls(
  db: Database,
  fabrics: readonly DemoFabric[],
  { seed, now = new Date() }: { seed: number; now?: Date },
): Promise<string> {
  const [existing] = await db.select({ n: count() }).from(rolls);
  if ((existing?.n ?? 0) > 0) return "skipped (stock exists)";
  const sorted = [...fabrics].sort((a, b) => a.materialCode.localeCompare(b.materialCode));
  for (const [index, fabric] of sorted.entries()) {
    await stockOne(db, fabric, index, createRandom(deriveSeed(seed, 30_000 + index)), now);
  }
  const [made] = await db.select({ n: count() }).from(rolls);
  return `${made?.n ?? 0} rolls and offcuts of ${sorted.length} fabrics`;
}
