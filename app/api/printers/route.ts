// GET /api/printers?device=&departmentId= – the label printers a tablet can choose on /scanner: those serving this device or its department, else all (ids and names).
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { printerChoices, printerChoicesQuery } from "@/lib/printing/printer-choices";

export const GET = defineRoute({ roles: "signed-in", query: printerChoicesQuery }, async ({ query }) =>
  printerChoices(await appDatabase(), query),
);
