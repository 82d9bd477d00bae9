// Which CPQ project a production project is: the application and project the
// CPQ service (lib/cpq) is asked about. The production API reads a single
// project only through projectexport/get, whose exportProject carries the CPQ
// `applicationId` and its project `id` (the ProductionProject's
// hubApplicationId and projectId, which only the status lists carry). Both
// never change for a project, so each is asked once per process.
import type { ProductionApiClient } from "@/lib/production-api/client";
import type { ExportProject } from "@/lib/production-api/schemas";
import { processWide } from "@/lib/base/process-wide";

export type CpqProjectRef = { hubApplicationId: number; projectId: number };

const maxEntries = 10_000;
const known = processWide("cpq-project-refs", () => new Map<number, Promise<CpqProjectRef | null>>());

/** The CPQ project of a project export; null when the export names no application. */
export function cpqRefOfExport(exportProject: ExportProject): CpqProjectRef | null {
  if (exportProject.applicationId === null) return null;
  return { hubApplicationId: exportProject.applicationId, projectId: exportProject.id };
}

/** The CPQ project of a production project (null: the CPQ cannot be asked about it). */
export function cpqProjectOf(
  upstream: ProductionApiClient,
  productionProjectId: number,
): Promise<CpqProjectRef | null> {
  const hit = known.get(productionProjectId);
  if (hit) return hit;
  const ref = upstream.projectExport
    .get({ productionProjectId })
    .then(({ exportProject }) => cpqRefOfExport(exportProject));
  if (known.size >= maxEntries) known.delete(known.keys().next().value ?? productionProjectId);
  known.set(productionProjectId, ref);
  // A failed read is not kept: the next look asks again.
  ref.catch(() => known.delete(productionProjectId));
  return ref;
}

/** The CPQ projects of these production projects, a few at a time; those without one are left out. */
export async function cpqProjectsOf(
  upstream: ProductionApiClient,
  productionProjectIds: readonly number[],
): Promise<Map<number, CpqProjectRef>> {
  const unique = [...new Set(productionProjectIds)];
  const refs = new Map<number, CpqProjectRef>();
  for (let i = 0; i < unique.length; i += 16) {
    await Promise.all(
      unique.slice(i, i + 16).map(async (id) => {
        const ref = await cpqProjectOf(upstream, id);
        if (ref) refs.set(id, ref);
      }),
    );
  }
  return refs;
}
