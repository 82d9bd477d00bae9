// The Dutch names of product types, kept by an admin as the departments' Dutch
// names are: by the product's name as the order spec gives it (the upstream's
// names are English). The floor labels (lib/polygons/floor-labels.ts) show them.
import { asc, count, eq } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "@/lib/db/client";
import { productNames } from "@/lib/db/schema";
import { productNameBody, type ProductName } from "./product-name-schema";
import { loadWorkflow } from "./store";

export { productNameBody, type ProductName };

const columns = { nameEn: productNames.nameEn, nameNl: productNames.nameNl };

export const loadProductNames = (db: Database): Promise<ProductName[]> =>
  db.select(columns).from(productNames).orderBy(asc(productNames.nameEn));

/** Keeps (or, with a blank Dutch name, removes) one product type's Dutch name; answers the whole list. */
export async function saveProductName(
  db: Database,
  input: z.infer<typeof productNameBody>,
): Promise<ProductName[]> {
  if (input.nameNl === "") {
    await db.delete(productNames).where(eq(productNames.nameEn, input.nameEn));
  } else {
    await db
      .insert(productNames)
      .values(input)
      .onConflictDoUpdate({ target: productNames.nameEn, set: { nameNl: input.nameNl } });
  }
  return loadProductNames(db);
}

/**
 * The demo workshop's Dutch names, kept once in a new demo database (when no
 * product type has a Dutch name yet): an admin's names are never overwritten.
 */
export async function ensureDemoProductNames(
  db: Database,
  namesNl: Readonly<Record<string, string>>,
): Promise<string> {
  const [existing] = await db.select({ n: count() }).from(productNames);
  if ((existing?.n ?? 0) > 0) return "skipped (names exist)";
  const rows = Object.entries(namesNl).map(([nameEn, nameNl]) => ({ nameEn, nameNl }));
  if (rows.length > 0) await db.insert(productNames).values(rows).onConflictDoNothing();
  return `${rows.length} Dutch product names`;
}

/** What every screen loads once: the workflow (statuses, departments) and the product types' Dutch names. */
export async function loadFloorCatalogue(db: Database) {
  const [workflow, names] = await Promise.all([loadWorkflow(db), loadProductNames(db)]);
  return { ...workflow, productNames: names };
}
