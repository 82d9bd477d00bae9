// What a tablet may know of the printers: their names, to choose one on /scanner.
import type { Database } from "@/lib/db/client";
import { listPrinters } from "./print-service";

/** The printers a device can choose from: no addresses (a tablet never talks to a printer itself). */
export async function printerChoices(db: Database): Promise<{ id: number; name: string }[]> {
  return (await listPrinters(db)).map(({ id, name }) => ({ id, name }));
}
