// The printers in the database (app.printers): the admin's and those of the
// LABEL_PRINTERS setting, and which one a station prints on.
import { and, eq, gte, notInArray, or, sql } from "drizzle-orm";
import type { Database } from "@/lib/db/client";
import { printJobs, printers } from "@/lib/db/schema";
import { AppError } from "@/lib/errors";
import {
  printerInputSchema,
  printerSchema,
  type Printer,
  type PrinterConfig,
  type PrinterInput,
  type PrinterStatus,
} from "@/lib/base/printer-config";

const printerColumns = {
  id: printers.id,
  name: printers.name,
  source: printers.source,
  host: printers.host,
  port: printers.port,
  language: printers.language,
  dotsPerMm: printers.dotsPerMm,
  labelWidthMm: printers.labelWidthMm,
  labelHeightMm: printers.labelHeightMm,
  departmentIds: printers.departmentIds,
  deviceIds: printers.deviceIds,
  status: printers.status,
  statusCheckedAt: printers.statusCheckedAt,
};

export async function readPrinters(db: Database): Promise<Printer[]> {
  const rows = await db.select(printerColumns).from(printers).orderBy(printers.name);
  return rows.map((row) => printerSchema.parse(row));
}

export async function readPrinter(db: Database, id: number): Promise<Printer> {
  const [row] = await db.select(printerColumns).from(printers).where(eq(printers.id, id));
  if (!row) throw new AppError("not_found", "No such printer", `Printer ${id} does not exist.`);
  return printerSchema.parse(row);
}

/**
 * Adds a printer (no id) or changes one. A printer of the setting keeps the
 * address, language and size the setting gives it: only whom it serves changes.
 */
export async function writePrinter(db: Database, input: PrinterInput & { id?: number }): Promise<Printer> {
  const values = printerInputSchema.parse(input);
  if (input.id === undefined) {
    const [row] = await db
      .insert(printers)
      .values({ ...values, source: "admin" })
      .onConflictDoNothing()
      .returning(printerColumns);
    if (!row) throw new AppError("conflict", "A printer with this name exists", values.name);
    return printerSchema.parse(row);
  }
  const current = await readPrinter(db, input.id);
  const changes =
    current.source === "setting"
      ? { departmentIds: values.departmentIds, deviceIds: values.deviceIds }
      : values;
  const [row] = await db
    .update(printers)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(printers.id, input.id))
    .returning(printerColumns);
  return printerSchema.parse(row);
}

/**
 * Whether the printer still has jobs to print: waiting, or being sent by a
 * worker whose lease runs. A job left "sending" past its lease (its worker
 * died or hung) holds nothing back: the printer may go, with it.
 */
async function hasOpenJobs(db: Database, printerId: number, now = new Date()) {
  const [open] = await db
    .select({ id: printJobs.id })
    .from(printJobs)
    .where(
      and(
        eq(printJobs.printerId, printerId),
        or(
          eq(printJobs.state, "waiting"),
          and(eq(printJobs.state, "sending"), gte(printJobs.leaseUntil, now)),
        ),
      ),
    )
    .limit(1);
  return open !== undefined;
}

/** Removes an admin's printer and its job history; not while it has jobs to print (docs/printing.md). */
export async function removePrinter(db: Database, id: number, now = new Date()): Promise<void> {
  const printer = await readPrinter(db, id);
  if (printer.source === "setting") {
    throw new AppError("conflict", "This printer comes from LABEL_PRINTERS", "Remove it from the setting.");
  }
  if (await hasOpenJobs(db, id, now)) {
    throw new AppError(
      "conflict",
      "This printer still has jobs to print",
      "Cancel them or let them print first.",
    );
  }
  await db.delete(printers).where(eq(printers.id, id));
}

/** Makes the table hold the setting's printers (by name); one dropped from it goes, unless it has jobs to print. */
export async function syncSettingPrinters(db: Database, configs: PrinterConfig[]): Promise<void> {
  for (const config of configs) {
    const { departmentIds: _d, deviceIds: _v, ...fromSetting } = config;
    await db
      .insert(printers)
      .values({ ...config, source: "setting" })
      .onConflictDoUpdate({
        target: printers.name,
        set: { ...fromSetting, source: "setting", updatedAt: new Date() },
      });
  }
  const names = configs.map((c) => c.name);
  const stale = await db
    .select({ id: printers.id })
    .from(printers)
    .where(and(eq(printers.source, "setting"), names.length ? notInArray(printers.name, names) : sql`true`));
  for (const { id } of stale) {
    if (!(await hasOpenJobs(db, id))) await db.delete(printers).where(eq(printers.id, id));
  }
}

export async function writePrinterStatus(db: Database, id: number, status: PrinterStatus, at: Date) {
  await db.update(printers).set({ status, statusCheckedAt: at }).where(eq(printers.id, id));
}

export type Station = {
  /** The printer this device chose on /scanner, if any. */
  chosenPrinterId?: number | null;
  /** This device's id, as a printer's "devices it serves" lists it. */
  deviceId?: string | null;
  departmentId?: number | null;
};

/**
 * Whether a printer is kept for other stations (issue 28, item 7): the station
 * says its department, and the printer lists departments or devices, none of
 * them this station's. A printer listing nothing serves everyone; a station that
 * names no department (a /pack tablet left unset) cannot be told apart, so no
 * printer is closed to it.
 */
export function isClosedTo(printer: Printer, { deviceId, departmentId }: Station): boolean {
  if (departmentId === undefined || departmentId === null) return false;
  if (printer.departmentIds.length === 0 && printer.deviceIds.length === 0) return false;
  if (deviceId && printer.deviceIds.includes(deviceId)) return false;
  return !printer.departmentIds.includes(departmentId);
}

/**
 * A station's printer: the device's choice, else the device's, else the
 * department's, else the only printer there is; never one kept for another
 * department (the station then prints from the browser).
 */
export function stationPrinter(all: Printer[], station: Station): Printer | null {
  const open = all.filter((p) => !isClosedTo(p, station));
  const chosen = open.find((p) => p.id === station.chosenPrinterId);
  if (chosen) return chosen;
  const { deviceId, departmentId } = station;
  const forDevice = deviceId ? open.find((p) => p.deviceIds.includes(deviceId)) : undefined;
  if (forDevice) return forDevice;
  const forDepartment =
    departmentId !== undefined && departmentId !== null
      ? open.find((p) => p.departmentIds.includes(departmentId))
      : undefined;
  if (forDepartment) return forDepartment;
  return all.length === 1 && open.length === 1 ? open[0]! : null;
}
