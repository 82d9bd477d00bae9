// PATCH, DELETE /api/admin/printers/{id} – change a printer (one of LABEL_PRINTERS: only whom it serves); remove one.
import { env } from "@/lib/env";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { idParams } from "@/lib/base/params";
import { printerBody } from "@/lib/printing/printer-body";
import { deletePrinter, savePrinter } from "@/lib/printing/print-service";

export const PATCH = defineRoute(
  { roles: ["admin"], params: idParams, body: printerBody, audit: "admin.printer.update" },
  async ({ params, body }) =>
    savePrinter(
      await appDatabase(),
      { ...body, id: params.id },
      { allowedNetworks: env().PRINTER_ALLOWED_NETWORKS },
    ),
);

export const DELETE = defineRoute(
  { roles: ["admin"], params: idParams, audit: "admin.printer.delete" },
  async ({ params }) => deletePrinter(await appDatabase(), params.id),
);
