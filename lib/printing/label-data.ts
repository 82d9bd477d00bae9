// What each kind of printed label carries. The package label is the same as
// the 100 × 50 mm browser label (lib/packing/labels.ts `Label` fits it as is);
// the job ticket is the browser ticket's content (lib/stations/tickets.ts `Ticket`).
import { z } from "zod";

export const packageLabelSchema = z.object({
  barcode: z.string().min(1),
  projectNumber: z.string().nullable(),
  customer: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  product: z.string().nullable(),
  packageType: z.string().nullable(),
  number: z.number().int(),
  of: z.number().int(),
});
export type PackageLabel = z.infer<typeof packageLabelSchema>;

export const palletLabelSchema = z.object({
  barcode: z.string().min(1),
  packageType: z.string().nullable(),
  /** Project numbers of the packages on it, and their customers. */
  projectNumbers: z.array(z.string()),
  customers: z.array(z.string()),
  packageCount: z.number().int().min(0),
});
export type PalletLabel = z.infer<typeof palletLabelSchema>;

export const jobTicketSchema = z.object({
  code: z.string().min(1),
  projectNumber: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  customer: z.string().nullable(),
  model: z.string().nullable(),
  product: z.string().nullable(),
  width: z.number().nullable(),
  height: z.number().nullable(),
  description: z.string().nullable(),
  materials: z.array(
    z.object({
      name: z.string().nullable(),
      description: z.string().nullable(),
      color: z.string().nullable(),
      properties: z.array(z.object({ label: z.string().nullable(), value: z.string().nullable() })),
    }),
  ),
  plannedFinishAt: z.string().nullable(),
  deliverAt: z.string().nullable(),
});
export type JobTicket = z.infer<typeof jobTicketSchema>;

/** An offcut's label: the app's own roll code (Code 128), what it is and where it lies (lib/cutting/rolls). */
export const offcutLabelSchema = z.object({
  barcode: z.string().min(1),
  material: z.string(),
  materialCode: z.string(),
  lot: z.string().nullable(),
  widthMm: z.number().int(),
  lengthMm: z.number().int(),
  place: z.string().nullable(),
});
export type OffcutLabel = z.infer<typeof offcutLabelSchema>;

/** A print request: the kind and its labels, checked at the boundary. */
export const labelsToPrintSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("package-labels"), labels: z.array(packageLabelSchema).min(1).max(2000) }),
  z.object({ kind: z.literal("pallet-label"), labels: z.array(palletLabelSchema).min(1).max(200) }),
  z.object({ kind: z.literal("job-tickets"), labels: z.array(jobTicketSchema).min(1).max(2000) }),
  z.object({ kind: z.literal("offcut-label"), labels: z.array(offcutLabelSchema).min(1).max(200) }),
]);
export type LabelsToPrint = z.infer<typeof labelsToPrintSchema>;
export type PrintKind = LabelsToPrint["kind"];
