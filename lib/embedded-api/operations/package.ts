// package/*: the kinds of package (box, roll, pallet…) that polygons are packed
// in. Deleted softly, like departments: getall lists the active ones, getbyid
// of a deleted one is 404, and rows that still refer to it keep their id. A
// type packages are packed in is not deleted (409); codes are unique among the
// active types whatever their case (409, backed by a unique index).
import { and, asc, eq, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { preparedFromSql, runPrepared } from "@/lib/db/prepared-statement";
import type { Implementations } from "../context";
import { conflict, notFound } from "../errors";
import { packages, polygonPackages } from "../schema";

const packageColumns = {
  id: packages.id,
  code: packages.code,
  descriptions: packages.descriptions,
  packageKind: packages.packageKind,
};

type PackageRow = { id: number; code: string; descriptions: Record<string, string>; packageKind: number };
const activePackages = preparedFromSql(
  "embedded_active_packages",
  [],
  () =>
    sql`select ${packages.id} as "id", ${packages.code} as "code", ${packages.descriptions} as "descriptions",
          ${packages.packageKind} as "packageKind"
        from ${packages} where ${isNull(packages.deletedAt)} order by ${asc(packages.id)}`,
);

const isActive = (id: number) => and(eq(packages.id, id), isNull(packages.deletedAt));

async function findActive(db: Database, id: number) {
  const [row] = await db.select(packageColumns).from(packages).where(isActive(id));
  if (!row) throw notFound("Production package", id);
  return row;
}

/** 409 when another active package type has this code (any case). */
async function assertCodeFree(db: Database, code: string | undefined, exceptId?: number) {
  if (code === undefined) return;
  const [clash] = await db
    .select({ id: packages.id, code: packages.code })
    .from(packages)
    .where(
      and(
        sql`lower(${packages.code}) = lower(${code})`,
        isNull(packages.deletedAt),
        exceptId === undefined ? undefined : ne(packages.id, exceptId),
      ),
    )
    .limit(1);
  if (clash) throw conflict(`Production package ${clash.id} already has the code ${clash.code}`);
}

export const packageOperations: Implementations<
  "package/getall" | "package/getbyid" | "package/create" | "package/update" | "package/delete"
> = {
  // Read by every scan (the package kinds): prepared once.
  "package/getall": async ({ db }) => runPrepared<PackageRow>(db, activePackages, []),

  // The spec's sample answers getbyid with a one-element array; the embedded
  // server keeps that shape so that the client's normalisation is exercised.
  "package/getbyid": async ({ db }, { id }) => [await findActive(db, id)],

  "package/create": async ({ db }, input) => {
    await assertCodeFree(db, input.code);
    const [row] = await db.insert(packages).values(input).returning(packageColumns);
    return row!;
  },

  // Fields left out keep their value; `descriptions`, when given, replaces the whole map.
  "package/update": async ({ db }, { id, ...changes }) => {
    const hasChanges = Object.values(changes).some((value) => value !== undefined);
    if (!hasChanges) return findActive(db, id);
    await assertCodeFree(db, changes.code, id);
    const [row] = await db.update(packages).set(changes).where(isActive(id)).returning(packageColumns);
    if (!row) throw notFound("Production package", id);
    return row;
  },

  "package/delete": async ({ db, now }, { id }) => {
    const [used] = await db
      .select({ id: polygonPackages.id })
      .from(polygonPackages)
      .where(eq(polygonPackages.productionPackageId, id))
      .limit(1);
    if (used) throw conflict(`Production package ${id} is used by polygon packages`);
    const touched = await db
      .update(packages)
      .set({ deletedAt: now })
      .where(isActive(id))
      .returning({ id: packages.id });
    if (touched.length === 0) throw notFound("Production package", id);
  },
};
