// The quality checks' inputs and answers (docs/quality.md, "API"): a
// checklist an admin keeps, a result sent from the station, a supervisor's
// pass, the figures' query. Types come from these schemas.
import { z } from "zod";
import { idNumber, positiveIntParam, wholeNumberParam } from "@/lib/base/params";
import { multiLineText, singleLineText } from "@/lib/base/text";

export const checkKinds = ["measurement", "yes-no", "photo"] as const;
export const checkKindSchema = z.enum(checkKinds, { message: `kind is one of ${checkKinds.join(", ")}` });
export type CheckKind = z.infer<typeof checkKindSchema>;

export const measures = ["width", "drop"] as const;
export const measureSchema = z.enum(measures, { message: "measure is width or drop" });
export type Measure = z.infer<typeof measureSchema>;

/** Who keeps the checklists, and who reads them. */
export const checklistWriteRoles = ["admin"] as const;
export const checklistReadRoles = ["admin", "supervisor"] as const;
/** Who checks at a station, and who may pass a line whose checks failed (audited). */
export const stationRoles = ["operator", "supervisor"] as const;
export const passRoles = ["supervisor", "admin"] as const;
export const figuresRoles = ["supervisor", "admin"] as const;

const label = (name: string) =>
  singleLineText({ message: `${name} is required` })
    .trim()
    .min(1, `${name} is required`)
    .max(80, "At most 80 characters");

export const maxChecks = 30;
export const maxToleranceMm = 500;

const checkInput = z
  .object({
    kind: checkKindSchema,
    labelEn: label("The English label"),
    labelNl: label("The Dutch label"),
    isRequired: z.boolean().optional().default(true),
    measure: measureSchema.optional(),
    toleranceMm: z
      .number({ message: "toleranceMm is a whole number of mm" })
      .int("toleranceMm is a whole number of mm")
      .min(0, `0 to ${maxToleranceMm}`)
      .max(maxToleranceMm, `0 to ${maxToleranceMm}`)
      .optional(),
  })
  .superRefine((check, ctx) => {
    const isMeasurement = check.kind === "measurement";
    for (const field of ["measure", "toleranceMm"] as const) {
      if (isMeasurement && check[field] === undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `A measurement needs ${field}` });
      if (!isMeasurement && check[field] !== undefined)
        ctx.addIssue({ code: "custom", path: [field], message: `Only a measurement has ${field}` });
    }
  });

export const checklistBody = z.object({
  productionDepartmentId: idNumber,
  /** null or "": every product type. */
  productType: singleLineText({ message: "productType is text or null" })
    .trim()
    .max(80, "At most 80 characters")
    .nullable()
    .transform((text) => (text === "" ? null : text)),
  isActive: z.boolean().optional().default(true),
  checks: z
    .array(checkInput, { message: "checks is a list" })
    .min(1, "A checklist has at least one check")
    .max(maxChecks, `At most ${maxChecks} checks`),
});
export type ChecklistBody = z.output<typeof checklistBody>;

export const checkSchema = z.object({
  id: z.number(),
  position: z.number(),
  kind: checkKindSchema,
  labelEn: z.string(),
  labelNl: z.string(),
  isRequired: z.boolean(),
  measure: measureSchema.nullable(),
  toleranceMm: z.number().nullable(),
});
export type Check = z.infer<typeof checkSchema>;

export const checklistSchema = z.object({
  id: z.number(),
  productionDepartmentId: z.number(),
  productType: z.string().nullable(),
  isActive: z.boolean(),
  checks: z.array(checkSchema),
  updatedAt: z.string(),
});
export type Checklist = z.infer<typeof checklistSchema>;

export const checklistsSchema = z.object({ checklists: z.array(checklistSchema) });

/** A photo as the tablet sends it: downscaled, base64 without the `data:` prefix. */
export const maxPhotoBytes = 512 * 1024;
const maxBase64Length = Math.ceil(maxPhotoBytes / 3) * 4;
export const photoTypes = ["image/jpeg", "image/webp", "image/png"] as const;
const photoInput = z.object({
  type: z.enum(photoTypes, { message: "The photo is a JPEG, WebP or PNG" }),
  base64: z
    .string({ message: "The photo is base64 text" })
    .min(4, "The photo is empty")
    .max(maxBase64Length, "The photo is larger than 512 KB")
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, "The photo is base64 text"),
});
export type PhotoInput = z.infer<typeof photoInput>;
/** A result's JSON body: three photos at their largest and the rest (other routes take 100,000 characters). */
export const maxResultBodyChars = 2_200_000;

export const maxValueMm = 100_000;
const valueInput = z.object({
  checkId: idNumber,
  valueMm: z
    .number({ message: "valueMm is a whole number of mm" })
    .int("valueMm is a whole number of mm")
    .min(0, `0 to ${maxValueMm}`)
    .max(maxValueMm, `0 to ${maxValueMm}`)
    .optional(),
  answer: z.boolean({ message: "answer is true or false" }).optional(),
  photos: z.array(photoInput).min(1, "At least one photo").max(3, "At most 3 photos").optional(),
});
export type ValueInput = z.infer<typeof valueInput>;

export const destinationInput = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("department"), productionDepartmentId: idNumber }),
    z.object({ kind: z.literal("hold") }),
  ],
  { message: "destination is a department or hold" },
);
export type DestinationInput = z.infer<typeof destinationInput>;

export const reasonRemark = multiLineText().trim().max(500, "At most 500 characters");

export const resultBody = z
  .object({
    values: z
      .array(valueInput, { message: "values is a list" })
      .max(maxChecks, `At most ${maxChecks} values`),
    reasonId: idNumber.optional(),
    reasonRemark: reasonRemark.optional(),
    destination: destinationInput.optional(),
  })
  .refine((body) => new Set(body.values.map((v) => v.checkId)).size === body.values.length, {
    path: ["values"],
    message: "At most one value per check",
  });
export type ResultBody = z.output<typeof resultBody>;

export const passBody = z.object({
  remark: multiLineText({ message: "Say why the line may go on" })
    .trim()
    .min(1, "Say why the line may go on")
    .max(500, "At most 500 characters"),
});
export type PassBody = z.output<typeof passBody>;

export const reasonSnapshot = z.object({
  id: z.number(),
  code: z.string(),
  labelEn: z.string(),
  labelNl: z.string(),
});
export type ReasonSnapshot = z.infer<typeof reasonSnapshot>;

export const destinationSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("department"), productionDepartmentId: z.number(), statusValue: z.number() }),
  z.object({ kind: z.literal("hold"), statusValue: z.number() }),
]);
export type Destination = z.infer<typeof destinationSchema>;

/** One check's outcome as it is kept with the result (the check as it was then). */
export const storedValueSchema = z.object({
  checkId: z.number(),
  kind: checkKindSchema,
  labelEn: z.string(),
  labelNl: z.string(),
  measure: measureSchema.nullable(),
  targetMm: z.number().nullable(),
  toleranceMm: z.number().nullable(),
  valueMm: z.number().nullable(),
  answer: z.boolean().nullable(),
  isPassed: z.boolean().nullable(),
});
export type StoredValue = z.infer<typeof storedValueSchema>;

export const resultSchema = z.object({
  id: z.number(),
  productionPolygonId: z.number(),
  productionDepartmentId: z.number(),
  kind: z.enum(["check", "supervisor-pass"]),
  isPassed: z.boolean(),
  values: z.array(storedValueSchema.extend({ photoUrls: z.array(z.string()) })),
  reason: reasonSnapshot.nullable(),
  reasonRemark: z.string().nullable(),
  destination: destinationSchema.nullable(),
  employeeName: z.string(),
  madeAt: z.string(),
  doneAt: z.string().nullable(),
});
export type QualityResult = z.infer<typeof resultSchema>;

export const lineResultsSchema = z.object({ results: z.array(resultSchema) });

export const stationChecksSchema = z.object({
  productionPolygonId: z.number(),
  productionDepartmentId: z.number(),
  productType: z.string().nullable(),
  checklistId: z.number().nullable(),
  hasRequiredChecks: z.boolean(),
  checks: z.array(checkSchema.extend({ targetMm: z.number().nullable() })),
  isPassed: z.boolean(),
  latest: resultSchema.nullable(),
  sendBackTo: z.array(
    z.object({
      productionDepartmentId: z.number(),
      code: z.string(),
      name: z.string(),
      waitingValue: z.number(),
    }),
  ),
  reasons: z.array(reasonSnapshot),
});
export type StationChecks = z.infer<typeof stationChecksSchema>;

export const lineParams = z.object({ productionPolygonId: positiveIntParam("productionPolygonId") });

export const figuresQuery = z.object({
  weeks: wholeNumberParam("weeks", 52)
    .refine((n) => n >= 1, "weeks is 1 to 52")
    .optional()
    .default(8),
  department: z
    .string()
    .regex(/^(all|\d{1,10})$/, "department is all or a department id")
    .optional()
    .default("all"),
});
export type FiguresQuery = z.output<typeof figuresQuery>;

export const figuresSchema = z.object({
  weeks: z.array(
    z.object({
      week: z.string(),
      weekStart: z.string(),
      productionDepartmentId: z.number(),
      productType: z.string(),
      checked: z.number(),
      passedFirstTime: z.number(),
      firstPassYield: z.number(),
    }),
  ),
});
export type Figures = z.infer<typeof figuresSchema>;
