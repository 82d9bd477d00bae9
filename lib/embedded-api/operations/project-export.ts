// projectexport/*: the project export and order spec of a production project,
// stored as JSON. Read through the contract's schemas so that every field goes
// out (null where the stored document leaves it out).
import type { Database } from "@/lib/db/client";
import { preparedFromSql, runPrepared } from "@/lib/db/prepared-statement";
import { exportProjectSchema, orderSpecBodySchema } from "@/lib/production-api/schemas";
import { sql } from "drizzle-orm";
import type { Implementations } from "../context";
import { notFound } from "../errors";
import { projects } from "../schema";

/** A project's stored document by id, prepared once: the packing station reads an order spec per project. */
const documentOf = (name: string, column: typeof projects.exportProject | typeof projects.orderSpec) =>
  preparedFromSql(
    name,
    ["int"],
    (id) => sql`select ${column} as document from ${projects} where ${projects.id} = ${id}`,
  );
const exportProjectOf = documentOf("embedded_export_project", projects.exportProject);
const orderSpecOf = documentOf("embedded_order_spec", projects.orderSpec);

/** One of the project's stored documents; 404 when the project does not exist. */
async function findDocument(
  db: Database,
  productionProjectId: number,
  statement: typeof orderSpecOf,
): Promise<unknown> {
  const [row] = await runPrepared<{ document: unknown }>(db, statement, [productionProjectId]);
  if (!row) throw notFound("Production project", productionProjectId);
  return row.document;
}

export const projectExportOperations: Implementations<"projectexport/get" | "projectexport/getorderspec"> = {
  "projectexport/get": async ({ db }, { productionProjectId }) => {
    const exportProject = await findDocument(db, productionProjectId, exportProjectOf);
    return { productionProjectId, exportProject: exportProjectSchema.parse(exportProject) };
  },

  "projectexport/getorderspec": async ({ db }, { productionProjectId }) => {
    const orderSpec = await findDocument(db, productionProjectId, orderSpecOf);
    return { productionProjectId, orderSpec: orderSpecBodySchema.parse(orderSpec) };
  },
};
