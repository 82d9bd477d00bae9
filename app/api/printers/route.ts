// GET /api/printers – the label printers' ids and names, for a tablet to choose its printer on /scanner.
import { appDatabase } from "@/lib/route/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { printerChoices } from "@/lib/printing/printer-choices";

export const dynamic = "force-dynamic";

export const GET = defineRoute({ roles: "signed-in" }, async () => printerChoices(await appDatabase()));
