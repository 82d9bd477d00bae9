// What a tablet may know of the printers: their names, to choose one on
// /scanner. A device that names itself or its department is offered the
// printers serving it; when none does (or there is one printer), all of them
// but those kept for other departments.
import { z } from "zod";
import type { Database } from "@/lib/db/client";
import { singleLineText } from "@/lib/base/text";
import { listPrinters, type Printer } from "./print-service";
import { isClosedTo } from "./printers";

/** GET /api/printers?device=&departmentId=: who asks (both as this device's settings on /scanner hold them). */
export const printerChoicesQuery = z.object({
  device: singleLineText().trim().max(100).optional(),
  departmentId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type PrinterChoicesQuery = z.infer<typeof printerChoicesQuery>;

export type PrinterChoices = {
  printers: { id: number; name: string }[];
  /** True: only the printers listing this device or its department; false: every printer. */
  isServedOnly: boolean;
};

const serves = (printer: Printer, { device, departmentId }: PrinterChoicesQuery) =>
  (device !== undefined && device !== "" && printer.deviceIds.includes(device)) ||
  (departmentId !== undefined && printer.departmentIds.includes(departmentId));

/** The printers a device can choose from: no addresses (a tablet never talks to a printer itself). */
export async function printerChoices(
  db: Database,
  station: PrinterChoicesQuery = {},
): Promise<PrinterChoices> {
  const all = await listPrinters(db);
  const served = all.length > 1 ? all.filter((printer) => serves(printer, station)) : [];
  // Never a printer kept for another department: a cutting tablet is not offered Packing's printer.
  const open = all.filter(
    (printer) => !isClosedTo(printer, { deviceId: station.device, departmentId: station.departmentId }),
  );
  const offered = served.length > 0 ? served : open;
  return {
    printers: offered.map(({ id, name }) => ({ id, name })),
    isServedOnly: served.length > 0,
  };
}
