// The inputs and answers of lot tracing (docs/traceability.md): a lot's rolls
// and the lines cut from it, a line's lots, the recall and the search box.
// Every type of the feature is inferred from these schemas.
import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/base/text";
import { positiveIntParam } from "@/lib/base/params";

/** GS1's character set 82: what a lot (10) may hold, at most 20 characters. */
export const lotText = z
  .string({ message: "lot is required" })
  .min(1, "lot is required")
  .max(20, "A lot is at most 20 characters")
  .regex(/^[!"%-?A-Z_a-z]+$/, "A lot holds only GS1 characters (letters, digits, - . / and a few more)");

/** A material's EAN as the app names materials: 8 to 14 digits. */
export const materialCodeText = z.string().regex(/^\d{8,14}$/, "materialCode is an EAN of 8 to 14 digits");

export const lotParams = z.object({ lot: lotText });
export const lotQuery = z.object({ materialCode: materialCodeText.optional() });
export type LotQuery = z.output<typeof lotQuery>;

export const lineParams = z.object({ productionPolygonId: positiveIntParam("productionPolygonId") });

export const findQuery = z.object({
  q: singleLineText({ message: "Scan or type a lot, a roll label or a supplier's label" })
    .trim()
    .min(1, "Scan or type a lot, a roll label or a supplier's label")
    .max(200, "At most 200 characters"),
});

export const recallBody = z.object({
  materialCode: materialCodeText.optional(),
  reason: multiLineText({ message: "Say why the lot is recalled" })
    .trim()
    .min(1, "Say why the lot is recalled")
    .max(500, "At most 500 characters"),
});
export type RecallBody = z.output<typeof recallBody>;

const id = z.number().int().positive();
const mm = z.number().int().nonnegative();

export const tracedRollSchema = z.object({
  rollId: id,
  code: z.string(),
  materialCode: z.string(),
  materialName: z.string().nullable(),
  lengthMm: mm,
  lengthLeftMm: mm,
  status: z.string(),
  isOffcut: z.boolean(),
  place: z.string().nullable(),
  registeredAt: z.string(),
  /** The fabric its cuts took for lines (pieces' lengths). */
  cutMm: mm,
});

export const tracedPackageSchema = z.object({ barcode: z.string(), isPacked: z.boolean() });

export const tracedLineSchema = z.object({
  productionPolygonId: id,
  productionProjectId: id.nullable(),
  projectNumber: z.string().nullable(),
  customer: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  product: z.string().nullable(),
  materialCode: z.string(),
  /** The pieces' lengths cut for this line from the lot's rolls (0: matched with the lot's label, not cut here). */
  cutMm: mm,
  rollIds: z.array(id),
  /** The current status value, its label in the reader's language; null when the line has none or is gone. */
  status: z.number().int().nullable(),
  statusLabel: z.string().nullable(),
  isOnHold: z.boolean(),
  shipped: z.boolean(),
  packages: z.array(tracedPackageSchema),
});
export type TracedLine = z.infer<typeof tracedLineSchema>;

export const lotTraceSchema = z.object({
  lot: z.string(),
  /** The material asked for; null: every material with this lot. */
  materialCode: z.string().nullable(),
  rolls: z.array(tracedRollSchema),
  lines: z.array(tracedLineSchema),
});
export type LotTrace = z.infer<typeof lotTraceSchema>;

export const lineLotSchema = z.object({
  materialCode: z.string(),
  materialName: z.string().nullable(),
  lot: z.string().nullable(),
  rollIds: z.array(id),
  rollCodes: z.array(z.string()),
  cutMm: mm,
});
export type LineLot = z.infer<typeof lineLotSchema>;

export const lineTraceSchema = z.object({
  productionPolygonId: id,
  productionProjectId: id,
  lots: z.array(lineLotSchema),
});
export type LineTrace = z.infer<typeof lineTraceSchema>;

export const recallResultSchema = z.object({
  lot: z.string(),
  materialCode: z.string().nullable(),
  /** Put on hold now, each with the department whose hold it is (a release puts back `statusBeforeHold`). */
  held: z.array(
    z.object({ productionPolygonId: id, productionDepartmentId: id, statusBeforeHold: z.number().int() }),
  ),
  alreadyOnHold: z.array(id),
  shipped: z.array(id),
  /** Lines that could not be held: no department of the workflow plans them, or they are gone. */
  notHeld: z.array(id),
});
export type RecallResult = z.infer<typeof recallResultSchema>;

export const lotMatchSchema = z.object({
  lot: z.string(),
  materialCode: z.string(),
  materialName: z.string().nullable(),
  rolls: z.number().int().nonnegative(),
});
export const findResultSchema = z.object({
  /** How the text was read: a roll's own label, a supplier's GS1 label, or a lot as typed. */
  readAs: z.enum(["roll", "gs1", "lot"]),
  matches: z.array(lotMatchSchema),
});
export type FindResult = z.infer<typeof findResultSchema>;

/** Who traces lots and recalls them: supervisors and admins (docs/security.md's office roles). */
export const traceRoles = ["supervisor", "admin"] as const;
