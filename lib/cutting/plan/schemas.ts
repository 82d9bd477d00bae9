// The cut planner's inputs and its plan, as zod schemas: the source of the
// types that the roll stock, the routes and the bench share (docs/cutting.md).
import { z } from "zod";

const mm = z.number().int().nonnegative();
const positiveMm = z.number().int().positive();

/** One piece to cut: its length runs along the roll, its width across it. */
export const cutPieceSchema = z.object({
  id: z.string().min(1),
  productionPolygonId: z.number().int(),
  projectId: z.number().int(),
  fabric: z.string().min(1),
  lengthMm: positiveMm,
  widthMm: positiveMm,
  /** May be laid the other way (its length across the roll): the fabric and the product allow it. */
  isTurnable: z.boolean().optional(),
});
export type CutPiece = z.infer<typeof cutPieceSchema>;

/** A roll or an offcut in stock; `lengthMm` is the length left on it. */
export const stockItemSchema = z.object({
  id: z.string().min(1),
  lot: z.string().min(1),
  widthMm: positiveMm,
  lengthMm: mm,
  isOffcut: z.boolean(),
});
export type StockItem = z.infer<typeof stockItemSchema>;

/** Rolls that may still be ordered once the stock runs out ("new rolls last"). */
export const newRollSchema = z.object({
  widthMm: positiveMm,
  lengthMm: positiveMm,
  lot: z.string().min(1).default("new"),
});

export const fabricPlanInputSchema = z.object({
  fabric: z.string().min(1),
  eanCode: z.string().optional(),
  pieces: z.array(cutPieceSchema),
  stock: z.array(stockItemSchema),
  newRoll: newRollSchema.optional(),
  /** A leftover shorter than this is waste: it counts as fabric used. */
  minOffcutMm: mm.default(500),
  /** Projects whose pieces a supervisor allowed to come from more than one lot. */
  lotOverrideProjectIds: z.array(z.number().int()).default([]),
  /**
   * The cutting table's setting (CUT_SIDE_BY_SIDE): pieces that fit side by side across the
   * roll may share a strip; false: one piece per strip (docs/cutting.md, "Side by side").
   */
  isSideBySideAllowed: z.boolean().default(true),
});
export type FabricPlanInput = z.input<typeof fabricPlanInputSchema>;
export type FabricPlanOptions = z.output<typeof fabricPlanInputSchema>;

export const cutSchema = z.object({
  productionPolygonId: z.number().int(),
  pieceId: z.string(),
  offsetMm: mm,
  lengthMm: positiveMm,
  widthMm: positiveMm,
  acrossMm: mm,
});
export type Cut = z.infer<typeof cutSchema>;

export const rollPlanSchema = z.object({
  rollId: z.string(),
  lot: z.string(),
  widthMm: positiveMm,
  lengthMm: mm,
  isOffcut: z.boolean(),
  /** True for a roll that is not in stock yet: it has to be ordered. */
  isNew: z.boolean(),
  cuts: z.array(cutSchema),
});
export type RollPlan = z.infer<typeof rollPlanSchema>;

export const unplannedSchema = z.object({
  productionPolygonId: z.number().int(),
  pieceId: z.string(),
  reason: z.string(),
});
export type Unplanned = z.infer<typeof unplannedSchema>;

export const fabricPlanSchema = z.object({
  materialCode: z.string(),
  eanCode: z.string().optional(),
  /** Fabric consumed from the start of each roll, plus leftovers too short to keep. */
  usedMm: mm,
  /** No plan of the same pieces can use less (see docs/cutting.md). */
  lowerBoundMm: mm,
  /** (usedMm - lowerBoundMm) / lowerBoundMm, in percent. */
  gapPercent: z.number().nonnegative(),
  rolls: z.array(rollPlanSchema),
  unplanned: z.array(unplannedSchema),
});
export type FabricPlan = z.infer<typeof fabricPlanSchema>;
