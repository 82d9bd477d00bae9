// Rolls and offcuts in the app's tables (lib/db/schema.ts `rolls`, `roll_events`):
// every function takes the database, and every change of a roll writes its
// event in the same transaction, so stock and its history never disagree.
import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { rollEvents, rolls } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";

/** set-aside: missing or damaged, out of the plan with its length kept (set-aside.ts). */
export type RollStatus = "in-stock" | "used-up" | "waste" | "set-aside";
export type RollEventKind = "registered" | "cut" | "offcut" | "waste" | "set-aside";

export const rollColumns = {
  id: rolls.id,
  code: rolls.code,
  materialCode: rolls.materialCode,
  gtin: rolls.gtin,
  materialName: rolls.materialName,
  lot: rolls.lot,
  widthMm: rolls.widthMm,
  lengthMm: rolls.lengthMm,
  lengthLeftMm: rolls.lengthLeftMm,
  place: rolls.place,
  isOffcut: rolls.isOffcut,
  parentRollId: rolls.parentRollId,
  status: rolls.status,
  registeredAt: rolls.registeredAt,
  registeredByName: rolls.registeredByName,
};
type RollRow = Pick<typeof rolls.$inferSelect, keyof typeof rollColumns>;

export const toRoll = ({ registeredAt, status, ...row }: RollRow) => ({
  ...row,
  status: status as RollStatus,
  registeredAt: registeredAt.toISOString(),
});
export type Roll = ReturnType<typeof toRoll>;

/** Who did it: the app's employee id (null for the demo seed) and the name shown in the history. */
export type RollActor = { employeeId: number | null; name: string };

export type NewRoll = {
  materialCode: string;
  gtin: string;
  materialName: string | null;
  lot: string | null;
  widthMm: number;
  lengthMm: number;
  lengthLeftMm?: number;
  place: string | null;
  isOffcut?: boolean;
  parentRollId?: number | null;
  at?: Date;
};

export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export async function insertEvent(
  tx: Transaction | Database,
  rollId: number,
  event: { kind: RollEventKind; lengthMm: number; lengthLeftMm: number; detail?: unknown; at: Date },
  by: RollActor,
) {
  await tx.insert(rollEvents).values({
    rollId,
    kind: event.kind,
    lengthMm: event.lengthMm,
    lengthLeftMm: event.lengthLeftMm,
    detail: event.detail ?? null,
    at: event.at,
    employeeId: by.employeeId,
    employeeName: by.name,
  });
}

export async function insertRollWith(
  tx: Transaction,
  roll: NewRoll,
  by: RollActor,
  detail: unknown,
): Promise<Roll> {
  const at = roll.at ?? new Date();
  const [row] = await tx
    .insert(rolls)
    .values({
      materialCode: roll.materialCode,
      gtin: roll.gtin,
      materialName: roll.materialName,
      lot: roll.lot,
      widthMm: roll.widthMm,
      lengthMm: roll.lengthMm,
      lengthLeftMm: roll.lengthLeftMm ?? roll.lengthMm,
      place: roll.place,
      isOffcut: roll.isOffcut ?? false,
      parentRollId: roll.parentRollId ?? null,
      registeredAt: at,
      registeredBy: by.employeeId,
      registeredByName: by.name,
    })
    .returning(rollColumns);
  if (!row) throw new Error("inserting a roll returned no row");
  await insertEvent(
    tx,
    row.id,
    { kind: "registered", lengthMm: 0, lengthLeftMm: row.lengthLeftMm, detail, at },
    by,
  );
  return toRoll(row);
}

/** A new roll in stock, with its "registered" event (`detail`: the label as scanned). */
export const insertRoll = (db: Database, roll: NewRoll, by: RollActor, detail: unknown = null) =>
  db.transaction((tx) => insertRollWith(tx, roll, by, detail));

export async function findRoll(db: Database, id: number): Promise<Roll> {
  const [row] = await db.select(rollColumns).from(rolls).where(eq(rolls.id, id));
  if (!row) throw new AppError("not_found", "No such roll", `There is no roll ${id}.`);
  return toRoll(row);
}

export async function findRollByCode(db: Database, code: string): Promise<Roll | null> {
  const [row] = await db.select(rollColumns).from(rolls).where(eq(rolls.code, code));
  return row ? toRoll(row) : null;
}

/** Rolls of a material (or all), in stock first; offcuts before rolls, shortest first: the order they are used in. */
export async function listRolls(
  db: Database,
  { materialCode, status, code }: { materialCode?: string; status?: RollStatus; code?: string },
): Promise<Roll[]> {
  const conditions: SQL[] = [];
  if (code) conditions.push(eq(rolls.code, code));
  if (materialCode) conditions.push(eq(rolls.materialCode, materialCode));
  if (status) conditions.push(eq(rolls.status, status));
  const rows = await db
    .select(rollColumns)
    .from(rolls)
    .where(and(...conditions))
    .orderBy(
      asc(rolls.materialCode),
      asc(rolls.status),
      desc(rolls.isOffcut),
      asc(rolls.lengthLeftMm),
      asc(rolls.id),
    );
  return rows.map(toRoll);
}
