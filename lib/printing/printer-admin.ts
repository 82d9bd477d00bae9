// What /admin/printers sends (the address as one `host:port` field) and what a
// tablet may know of the printers (their names, to choose one on /scanner).
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { printerAddressSchema, printerInputSchema, type PrinterInput } from "./printer-config";
import { listPrinters } from "./print-service";

export const printerBody = printerInputSchema
  .omit({ host: true, port: true })
  .extend({ address: printerAddressSchema })
  .transform(({ address, ...rest }): PrinterInput => ({ ...rest, ...address }));

/** The printers a device can choose from: no addresses (a tablet never talks to a printer itself). */
export async function printerChoices(db: Database): Promise<{ id: number; name: string }[]> {
  return (await listPrinters(db)).map(({ id, name }) => ({ id, name }));
}

export const printJobsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
