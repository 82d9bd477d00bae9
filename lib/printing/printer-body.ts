// What /admin/printers sends: the printer with its address as one `host:port`
// field. Zod only, so the admin form checks with it in the browser.
import { z } from "zod";
import { printerAddressSchema, printerInputSchema, type PrinterInput } from "@/lib/base/printer-config";

export const printerBody = printerInputSchema
  .omit({ host: true, port: true })
  .extend({ address: printerAddressSchema })
  .transform(({ address, ...rest }): PrinterInput => ({ ...rest, ...address }));

export const printJobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
