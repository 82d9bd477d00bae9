// GET, POST /api/admin/printers – the label printers (with their last known state); add one.
import { env } from "@/lib/env";
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { printerBody } from "@/lib/printing/printer-body";
import { listPrinters, savePrinter } from "@/lib/printing/print-service";

export const GET = defineRoute({ roles: ["admin"] }, async () => listPrinters(await appDatabase()));

export const POST = defineRoute(
  { roles: ["admin"], body: printerBody, audit: "admin.printer.create", successStatus: 201 },
  async ({ body }) =>
    savePrinter(await appDatabase(), body, { allowedNetworks: env().PRINTER_ALLOWED_NETWORKS }),
);
