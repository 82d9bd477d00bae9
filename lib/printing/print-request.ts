// A station's print request (POST /api/print): what to print, which printer
// the station uses, and the job stored for it. The route builds the labels
// with the packing and ticket features (a feature never imports another) and
// hands them here; a station without a printer gets a `no_printer` problem,
// and the tablet opens the browser's print page instead.
import { z } from "zod";
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { singleLineText } from "@/lib/base/text";
import type { LabelsToPrint, PalletLabel } from "./label-data";
import { enqueueLabels, findStationPrinter, type Printer } from "./print-service";
import { awaitFirstTry, printAnswerOf, type PrintAnswer } from "./print-progress";
import { readPrinter } from "./printers";

const id = z.int().positive().max(2_147_483_647);

/** What a station asks to print; each kind is ONE job (a project's labels, a queue's tickets). */
export const printTargetSchema = z.discriminatedUnion("kind", [
  /** One package's label, or every label of the product line when no package is named. */
  z.object({ kind: z.literal("package"), productionPolygonId: id, polygonPackageId: id.optional() }),
  z.object({ kind: z.literal("project"), productionProjectId: id }),
  /** A queue's tickets: all of them, the waiting ones, or the chosen lines (a card's, the cards in view). */
  z.object({
    kind: z.literal("department-tickets"),
    departmentId: id,
    offset: z.int().min(0).default(0),
    select: z.enum(["all", "waiting"]).default("all"),
    productionPolygonIds: z.array(id).min(1).max(400).optional(),
  }),
  z.object({ kind: z.literal("pallet"), polygonPackageId: id }),
]);
export type PrintTarget = z.infer<typeof printTargetSchema>;

export const printBody = z.object({
  target: printTargetSchema,
  /** The printer this device chose on /scanner (stored on the device), if any. */
  printerId: id.nullable().optional(),
  /** This device's name (set on /scanner): a printer listing it is the station's printer. */
  device: singleLineText().trim().max(100).nullable().optional(),
  /** The station's department (the screen's, else the device's): a printer serving it is the station's printer. */
  departmentId: id.nullable().optional(),
  copies: z.int().min(1).max(20).default(1),
});
export type PrintBody = z.infer<typeof printBody>;

export type { PrintAnswer };

/** How long the answer waits for the worker's first try: a ready printer has printed by then. */
export const firstTryWaitMs = 2_000;

/** The station's printer, or the `no_printer` problem (409) the tablet answers with the browser's print page. */
export async function requireStationPrinter(
  db: Database,
  station: Pick<PrintBody, "printerId" | "device" | "departmentId">,
): Promise<Printer> {
  const printer = await findStationPrinter(db, {
    chosenPrinterId: station.printerId ?? null,
    deviceId: station.device || null,
    departmentId: station.departmentId ?? null,
  });
  if (!printer) {
    throw new AppError(
      "no_printer",
      "No label printer for this station",
      "Choose a printer on the scanner page, or print from the browser.",
    );
  }
  return printer;
}

/**
 * Stores the labels as one job on the printer (the Idempotency-Key makes a
 * repeat find the first job) and answers what became of it after the worker's
 * first try: printed, or waiting and why.
 */
export async function printOnPrinter(
  db: Database,
  printer: Printer,
  labels: LabelsToPrint,
  by: { employeeId: number; locale: Locale; requestRef: string | null; copies: number },
  waitMs = firstTryWaitMs,
): Promise<PrintAnswer> {
  const stored = await enqueueLabels(db, printer.id, labels, by);
  const job = await awaitFirstTry(db, stored.id, waitMs);
  return printAnswerOf(job, await readPrinter(db, printer.id), by.locale);
}

/** What a pallet label says, from the tree of packages on it (lib/packing/pallet.ts `PalletNode` fits). */
export type PalletTree = {
  barcode: string;
  packageType: string | null;
  projectNumber: string | null;
  customer: string | null;
  children: PalletTree[];
};

const distinctSorted = (values: (string | null)[]) =>
  [...new Set(values.filter((v): v is string => v !== null && v !== ""))].sort((a, b) => a.localeCompare(b));

/** The pallet's label: its barcode, and the projects and customers of every package on it (nested ones too). */
export function palletLabelOf(tree: PalletTree): PalletLabel {
  const contents: PalletTree[] = [];
  const walk = (node: PalletTree) => node.children.forEach((child) => (contents.push(child), walk(child)));
  walk(tree);
  return {
    barcode: tree.barcode,
    packageType: tree.packageType,
    projectNumbers: distinctSorted(contents.map((node) => node.projectNumber)),
    customers: distinctSorted(contents.map((node) => node.customer)),
    packageCount: contents.length,
  };
}
