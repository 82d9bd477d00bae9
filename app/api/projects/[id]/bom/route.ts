// GET /api/projects/{id}/bom – the project's bill of materials as a CSV download (per order line, then project totals).
import { projectOrderSpec } from "@/lib/projects/overview";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/route/params";
import { bomCsvOf, bomFileName } from "@/lib/projects/bom-csv";

export const dynamic = "force-dynamic";

export const GET = defineRoute(
  { roles: ["supervisor", "admin"], params: idParams },
  async ({ upstream, params }) => {
    const spec = await projectOrderSpec(upstream, params.id);
    return new Response(bomCsvOf(spec), {
      headers: {
        "content-type": "text/csv; charset=utf-8",
        "content-disposition": `attachment; filename="${bomFileName(spec)}"`,
      },
    });
  },
);
