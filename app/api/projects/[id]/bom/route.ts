// GET /api/projects/{id}/bom – the project's bill of materials as a CSV download (per order line, then project totals, with the lots matched).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { projectBomCsv } from "@/lib/projects/bom-csv";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], params: idParams },
  async ({ upstream, params }) => {
    const { csv, fileName } = await projectBomCsv(await appDatabase(), upstream, params.id);
    return new Response(csv, {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${fileName}"`,
      },
    });
  },
);
