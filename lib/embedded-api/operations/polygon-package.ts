// polygonpackage/*: a polygon packed in a package (a box, a roll, a pallet),
// found by the barcode on its label. Packages nest (a box on a pallet) without
// cycles; childPolygonPackageIds is derived from the children's parent id.
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import type { ParsedOperationInput } from "@/lib/production-api/operations";
import { inTransaction, JsonText, type Implementations } from "../context";
import { conflict, notFound } from "../errors";
import {
  assertHasNoChildren,
  assertNoCycle,
  findPolygonPackage,
  findPolygonPackagesByBarcodeJson,
  findPolygonPackagesOfPolygonJson,
  isBarcodeTaken,
  lockBarcode,
  lockNesting,
  markPolygonPackage,
  reserveIdWithBarcode,
  updatePolygonPackage,
} from "../queries/polygon-packages";
import { assertPackageActive, assertPolygonExists } from "../queries/references";
import { polygonPackages } from "../schema";

/** An ISO timestamp of the body as a Date; undefined (left out) stays undefined so that it keeps its value. */
const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

/** Locks the barcode and answers 409 when another polygon package already has it. */
async function claimBarcode(tx: Database, barcode: string): Promise<void> {
  await lockBarcode(tx, barcode);
  if (await isBarcodeTaken(tx, barcode)) {
    throw conflict(`the barcode ${barcode} is already on another polygon package`);
  }
}

/** Locks the nesting and checks that the parent exists (and, for an existing package, that no cycle forms). */
async function claimParent(tx: Database, parentId: number, id?: number): Promise<void> {
  await lockNesting(tx);
  const [parent] = await tx
    .select({ id: polygonPackages.id })
    .from(polygonPackages)
    .where(eq(polygonPackages.id, parentId));
  if (!parent) throw notFound("Production polygon package", parentId);
  if (id !== undefined) await assertNoCycle(tx, id, parentId);
}

/**
 * An update that only marks a package packed or not, or sets its amount (a
 * pack scan, its undo): nothing to check, so one statement, atomic by itself,
 * outside any transaction (lib/embedded-api/handler.ts).
 */
export const isMarkOnlyUpdate = (input: ParsedOperationInput<"polygonpackage/update">): boolean =>
  input.productionPolygonId === undefined &&
  input.productionPackageId === undefined &&
  input.barcode === undefined &&
  input.parentPolygonPackageId === undefined &&
  (input.packedAt !== undefined || input.amount !== undefined);

export const polygonPackageOperations: Implementations<
  | "polygonpackage/getbyid"
  | "polygonpackage/getbybarcode"
  | "polygonpackage/getbypolygon"
  | "polygonpackage/create"
  | "polygonpackage/update"
  | "polygonpackage/delete"
> = {
  "polygonpackage/getbyid": async ({ db }, { id }) => findPolygonPackage(db, id),

  // Exact and case-sensitive: one prepared query on the barcode index, children included.
  "polygonpackage/getbybarcode": async ({ db }, { barcode }) =>
    new JsonText(await findPolygonPackagesByBarcodeJson(db, barcode)),

  // A filter: an unknown polygon gives [] like a polygon with nothing packed.
  "polygonpackage/getbypolygon": async ({ db }, { productionPolygonId }) =>
    new JsonText(await findPolygonPackagesOfPolygonJson(db, productionPolygonId)),

  "polygonpackage/create": async ({ db }, input) =>
    inTransaction(db, async (tx) => {
      await assertPolygonExists(tx, input.productionPolygonId);
      await assertPackageActive(tx, input.productionPackageId);
      // Barcode locks first, then the nesting lock, in every operation (no deadlocks).
      let reserved: { id?: number; barcode: string };
      if (input.barcode === undefined) {
        reserved = await reserveIdWithBarcode(tx);
      } else {
        await claimBarcode(tx, input.barcode);
        reserved = { barcode: input.barcode };
      }
      const parentId = input.parentPolygonPackageId ?? null;
      if (parentId !== null) await claimParent(tx, parentId);
      const [row] = await tx
        .insert(polygonPackages)
        .values({
          id: reserved.id,
          productionPolygonId: input.productionPolygonId,
          productionPackageId: input.productionPackageId,
          barcode: reserved.barcode,
          packedAt: toDate(input.packedAt) ?? null,
          amount: input.amount ?? 1,
          parentPolygonPackageId: parentId,
        })
        .returning({ id: polygonPackages.id });
      return findPolygonPackage(tx, row!.id);
    }),

  // The whole record with its id; fields left out keep their value. References
  // and the barcode are checked only when they change, so a package whose kind
  // was deleted since can still be marked packed.
  "polygonpackage/update": async ({ db }, { id, ...input }) =>
    isMarkOnlyUpdate({ id, ...input })
      ? new JsonText(await markPolygonPackage(db, id, input))
      : inTransaction(db, async (tx) => {
          const current = await findPolygonPackage(tx, id);
          const changes = {
            productionPolygonId: input.productionPolygonId,
            productionPackageId: input.productionPackageId,
            barcode: input.barcode,
            packedAt: toDate(input.packedAt),
            amount: input.amount,
            parentPolygonPackageId: input.parentPolygonPackageId,
          };
          const isChanged = (key: keyof typeof changes & keyof typeof current) =>
            changes[key] !== undefined && changes[key] !== null && changes[key] !== current[key];
          if (isChanged("productionPolygonId")) await assertPolygonExists(tx, changes.productionPolygonId!);
          if (isChanged("productionPackageId")) await assertPackageActive(tx, changes.productionPackageId!);
          if (isChanged("barcode")) await claimBarcode(tx, changes.barcode!);
          if (isChanged("parentPolygonPackageId")) await claimParent(tx, changes.parentPolygonPackageId!, id);
          if (Object.values(changes).every((value) => value === undefined)) return current;
          return updatePolygonPackage(tx, id, changes);
        }),

  "polygonpackage/delete": async ({ db }, { id }) =>
    inTransaction(db, async (tx) => {
      // Under the nesting lock no one can put a package inside this one between the check and the delete.
      await lockNesting(tx);
      await assertHasNoChildren(tx, id);
      const touched = await tx
        .delete(polygonPackages)
        .where(eq(polygonPackages.id, id))
        .returning({ id: polygonPackages.id });
      if (touched.length === 0) throw notFound("Production polygon package", id);
    }),
};
