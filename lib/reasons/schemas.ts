// The reason codes' inputs: the catalogue an admin keeps, a reason chosen at a
// tablet (with an optional remark), the Pareto query and a scrap report.
import { z } from "zod";
import { idNumber, positiveIntParam } from "@/lib/base/params";
import { multiLineText, singleLineText } from "@/lib/base/text";

export const reasonKinds = ["problem", "material-defect", "unmatch", "undo", "scrap", "quality"] as const;
export const reasonKindSchema = z.enum(reasonKinds, { message: `kind is one of ${reasonKinds.join(", ")}` });
export type ReasonKind = z.infer<typeof reasonKindSchema>;

/** Where a reason was given: a station (its department), the matching or the packing screen. */
export const reasonPlaces = ["station", "matching", "packing"] as const;
export type ReasonPlace = (typeof reasonPlaces)[number];

const label = (name: string) =>
  singleLineText({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(80, "At most 80 characters");

const reasonFields = {
  code: singleLineText({ message: "code is required" })
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, "Letters, digits and dashes, at most 40"),
  labelEn: label("The English label"),
  labelNl: label("The Dutch label"),
  sortOrder: z.number().int().min(0, "0 to 999").max(999, "0 to 999"),
};

export const reasonBody = z.object({
  kind: reasonKindSchema,
  ...reasonFields,
  sortOrder: reasonFields.sortOrder.optional().default(0),
});
export type ReasonBody = z.output<typeof reasonBody>;

/** A change: any field but the kind (a used reason keeps its kind); `isActive` to (de)activate. */
export const updateReasonBody = z
  .object(reasonFields)
  .partial()
  .extend({ isActive: z.boolean().optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    message: "Nothing to change",
  });

export const reasonRemark = multiLineText().trim().max(500, "At most 500 characters");

/** A reason chosen at a tablet: optional where the action allows none. */
export const reasonChoice = z.object({
  reasonId: idNumber.optional(),
  reasonRemark: reasonRemark.optional(),
});

/** A material entry's reason is counted on its polygon, so a body with a reason must name it. */
export const hasPolygonForReason = (body: { reasonId?: number; productionPolygonId?: number }) =>
  body.reasonId === undefined || body.productionPolygonId !== undefined;
export const polygonForReasonError = {
  path: ["productionPolygonId"],
  message: "Name the polygon of the entry when giving a reason",
};

export const reasonsQuery = z.object({ kind: reasonKindSchema.optional() });

export const paretoDays = [7, 30, 90] as const;
/** `department`: all, a department id, or the matching or packing screen. */
export const paretoQuery = z.object({
  days: z
    .enum(["7", "30", "90"], { message: "days is 7, 30 or 90" })
    .optional()
    .default("30")
    .transform(Number),
  department: z
    .string()
    .regex(/^(all|matching|packing|\d{1,10})$/, "department is all, matching, packing or a department id")
    .optional()
    .default("all"),
  kind: reasonKindSchema.optional(),
});
export type ParetoQuery = z.output<typeof paretoQuery>;

export const paretoPolygonsQuery = paretoQuery.extend({ reasonId: positiveIntParam("reasonId") });

export const scrapBody = z.object({
  productionPolygonId: idNumber,
  /** The station where the scrap was found. */
  departmentId: idNumber,
  /** The department that must redo the polygon (its workflow's first waiting value). */
  redoDepartmentId: idNumber,
  reasonId: idNumber,
  reasonRemark: reasonRemark.optional(),
});
export type ScrapBody = z.output<typeof scrapBody>;

export const undoReasonBody = z.object({
  productionPolygonId: idNumber,
  reasonId: idNumber,
  reasonRemark: reasonRemark.optional(),
});
