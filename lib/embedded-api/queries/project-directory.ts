// The office search's project directory (lib/search/project-directory.ts) read
// straight from these tables when this embedded API is the app server's
// upstream, in process: each project's number, reference, the retailer's own
// reference, the end customer's name and the retailer, as projectexport/get
// names them, a few hundred projects a statement (the export is a large JSON
// value, and PGlite answers on the server's own thread).
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@/lib/db/client";
import { yieldToOthers } from "@/lib/base/yield";

/** One project as the search box finds and shows it (null where the export has none). */
export type DirectoryRow = {
  productionProjectId: number;
  projectNumber: string;
  reference: string | null;
  retailerReference: string | null;
  customer: string | null;
  retailer: string | null;
};

const sliceSize = 500;

export async function findProjectDirectory(db: Database): Promise<DirectoryRow[]> {
  const rows: DirectoryRow[] = [];
  for (let after = 0; ;) {
    const slice = await queryRows<{
      id: number;
      project_number: string;
      reference: string | null;
      retailer_reference: string | null;
      customer: string | null;
      retailer: string | null;
    }>(
      db,
      sql`select id, project_number, reference,
            export_project->>'externalProjectReference' as retailer_reference,
            coalesce(export_project->>'nameDelivery', export_project->>'deliveryContactName') as customer,
            coalesce(customer_name, export_project->>'customerDisplayName') as retailer
          from production_api.projects
          where id > ${after}
          order by id
          limit ${sliceSize}`,
    );
    for (const row of slice)
      rows.push({
        productionProjectId: Number(row.id),
        projectNumber: row.project_number,
        reference: row.reference,
        retailerReference: row.retailer_reference,
        customer: row.customer,
        retailer: row.retailer,
      });
    if (slice.length < sliceSize) return rows;
    after = Number(slice[slice.length - 1]!.id);
    await yieldToOthers();
  }
}
