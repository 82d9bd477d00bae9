// Rolls of one velours in a test database, for the cutting tests that cut
// from real rolls: lot A1, no place, registered by "Test".
import { insertRoll, type RollActor } from "@/lib/cutting/rolls/rolls-store";
import type { Database } from "@/lib/db/client";

export const velvet = "8712345000011";
export const testCutter: RollActor = { employeeId: null, name: "Test" };

type VelvetRoll = { lengthMm: number; isOffcut?: boolean };

/** Inserts the rolls, all `widthMm` wide, one after another; their ids in the same order. */
export async function insertVelvetRolls<const R extends readonly VelvetRoll[]>(
  db: Database,
  widthMm: number,
  rolls: R,
): Promise<{ [K in keyof R]: number }> {
  const ids: number[] = [];
  for (const { lengthMm, isOffcut } of rolls) {
    const roll = { materialCode: velvet, gtin: `0${velvet}`, materialName: "Velours", widthMm, place: null };
    ids.push((await insertRoll(db, { ...roll, lot: "A1", lengthMm, isOffcut }, testCutter)).id);
  }
  return ids as { [K in keyof R]: number };
}
