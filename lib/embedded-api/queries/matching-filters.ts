// Filters and order of the matching list (matching/browse), shared by the
// page query and the count query so that the two always agree.
import {
  and,
  asc,
  desc,
  eq,
  exists,
  ilike,
  not,
  or,
  type AnyColumn,
  type SQL,
  type SQLWrapper,
} from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import type { matchingBrowseBody } from "@/lib/production-api/schemas";
import { polygonMaterials, projectMaterials, projects } from "../schema";

export type MatchingQuery = Omit<z.output<typeof matchingBrowseBody>, "skip" | "take">;

/** `%`, `_` and `\` in a search are meant literally, not as ILIKE wildcards. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Rows having an entry that meets the condition. */
const hasEntry = (db: Database, condition?: SQL) =>
  exists(
    db
      .select({ one: polygonMaterials.id })
      .from(polygonMaterials)
      .where(and(eq(polygonMaterials.productionProjectMaterialId, projectMaterials.id), condition)),
  );

export function conditions(db: Database, query: MatchingQuery): SQL[] {
  const where: SQL[] = [];
  if (query.productionProjectId !== undefined)
    where.push(eq(projectMaterials.productionProjectId, query.productionProjectId));
  if (query.eanCode) where.push(eq(projectMaterials.eanCode, query.eanCode));
  if (query.search) {
    const pattern = containsPattern(query.search);
    const columns = [
      projects.projectNumber,
      projects.reference,
      projects.customerName,
      projectMaterials.material,
      projectMaterials.eanCode,
      projectMaterials.supplier,
    ];
    where.push(or(...columns.map((column) => ilike(column, pattern)))!);
  }
  if (readsEntryFlags(query)) where.push(...entryFlagConditions(db, query));
  return where;
}

/** Whether the filters depend on the matched/defect flags of the entries, which matching changes. */
export function readsEntryFlags(query: MatchingQuery): boolean {
  return query.isMatched !== undefined || query.hasDefect !== undefined;
}

function entryFlagConditions(db: Database, query: MatchingQuery): SQL[] {
  const where: SQL[] = [];
  const hasUnmatched = hasEntry(db, eq(polygonMaterials.isMatched, false));
  if (query.isMatched === true) where.push(hasEntry(db), not(hasUnmatched));
  if (query.isMatched === false) where.push(hasUnmatched);
  const hasDefect = hasEntry(db, eq(polygonMaterials.hasDefect, true));
  if (query.hasDefect === true) where.push(hasDefect);
  if (query.hasDefect === false) where.push(not(hasDefect));
  return where;
}

type SortKeys = Record<"date" | "projectNumber" | "material" | "id", AnyColumn | SQLWrapper>;

/** The order of the rows, on the given columns (the tables' own, or a subquery's). */
export function orderOf(query: MatchingQuery, keys: SortKeys): SQL[] {
  const direction = query.descending ? desc : asc;
  // The id breaks ties, so pages never overlap or skip a row.
  return [direction(keys[query.sort ?? "date"]), direction(keys.id)];
}
