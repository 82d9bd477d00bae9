// projectexport/*: the project export and order spec of a production project,
// stored as JSON. Read through the contract's schemas so that every field goes
// out (null where the stored document leaves it out).
import { eq } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { exportProjectSchema, orderSpecBodySchema } from "@/lib/production-api/schemas";
import type { Implementations } from "../context";
import { notFound } from "../errors";
import { projects } from "../schema";

/** One of the project's stored documents; 404 when the project does not exist. */
async function findDocument(
  db: Database,
  productionProjectId: number,
  column: typeof projects.exportProject | typeof projects.orderSpec,
): Promise<unknown> {
  const [row] = await db
    .select({ document: column })
    .from(projects)
    .where(eq(projects.id, productionProjectId));
  if (!row) throw notFound("Production project", productionProjectId);
  return row.document;
}

export const projectExportOperations: Implementations<"projectexport/get" | "projectexport/getorderspec"> = {
  "projectexport/get": async ({ db }, { productionProjectId }) => {
    const exportProject = await findDocument(db, productionProjectId, projects.exportProject);
    return { productionProjectId, exportProject: exportProjectSchema.parse(exportProject) };
  },

  "projectexport/getorderspec": async ({ db }, { productionProjectId }) => {
    const orderSpec = await findDocument(db, productionProjectId, projects.orderSpec);
    return { productionProjectId, orderSpec: orderSpecBodySchema.parse(orderSpec) };
  },
};
