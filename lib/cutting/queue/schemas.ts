// GET /api/cutting/plan: its query and its answer, the shape of issue 30
// (docs/cutting.md, "The plan for other systems").
import { z } from "zod";

export const cuttingPlanQuery = z.object({
  departmentId: z.coerce
    .number({ message: "departmentId must be a department's id" })
    .int("departmentId must be a department's id")
    .positive("departmentId must be a department's id")
    .max(2_147_483_647, "departmentId must be a department's id"),
});

const mm = z.number().int().nonnegative();

export const queueCutSchema = z.object({
  productionPolygonId: z.number().int(),
  /** Along the roll, from its start (the length left now). */
  offsetMm: mm,
  lengthMm: mm,
  widthMm: mm,
  /** Across the roll's width, from its edge. */
  acrossMm: mm,
});

export const queueRollSchema = z.object({
  /** The roll's id (GET /api/cutting/rolls, its leftover route). */
  rollId: z.number().int(),
  lot: z.string().nullable(),
  widthMm: mm,
  /** The length left on the roll before these cuts. */
  lengthMm: mm,
  isOffcut: z.boolean(),
  cuts: z.array(queueCutSchema),
});

export const queueFabricPlanSchema = z.object({
  /** The fabric's EAN, as the rolls name it; "" for lines that name no fabric. */
  materialCode: z.string(),
  eanCode: z.string().nullable(),
  usedMm: mm,
  lowerBoundMm: mm,
  rolls: z.array(queueRollSchema),
  unplanned: z.array(z.object({ productionPolygonId: z.number().int(), reason: z.string() })),
  /** Each line's pieces against its order spec: the fabric they take along the roll, and the spec's quantity (mm). */
  orderChecks: z
    .array(z.object({ productionPolygonId: z.number().int(), cutMm: mm, orderMm: mm.nullable() }))
    .optional(),
});

/** A material a line at cutting takes rather than cuts from a roll (a tape, a rail, a part), with the spec's quantity. */
export const queueTakeSchema = z.object({
  productionPolygonId: z.number().int(),
  name: z.string().nullable(),
  eanCode: z.string().nullable(),
  quantity: z.object({ amount: z.number(), unit: z.string().nullable() }).nullable(),
});

export const cuttingPlanSchema = z.object({
  fabrics: z.array(queueFabricPlanSchema),
  /** What the lines take rather than cut: not planned, listed so the cutter takes it (docs/cutting.md, "One amount"). */
  takes: z.array(queueTakeSchema).optional(),
});
export type CuttingPlan = z.infer<typeof cuttingPlanSchema>;
export type QueueFabricPlan = z.infer<typeof queueFabricPlanSchema>;
export type QueueTakePlan = z.infer<typeof queueTakeSchema>;
