// What the cut sizes follow from: the workshop's rules per product type (kept
// by an admin), the fabric, and the line's measurements (docs/cutting.md).
import { z } from "zod";

const mm = z.number().int().nonnegative();

export const productTypeRuleSchema = z.object({
  productType: z.string().min(1),
  kind: z.enum(["curtain", "blind"]),
  /** Bottom hem, added to the length. */
  hemAllowanceMm: mm,
  /** Curtains: the heading at the top, added to the length. */
  headingAllowanceMm: mm.default(0),
  /** Blinds: fabric that stays wound on the roller, added to the length. */
  rollAllowanceMm: mm.default(0),
  /** Side hem, added on both sides of the width. */
  sideAllowanceMm: mm,
  /** Curtains: seam taken from each of two widths joined together. */
  joinAllowanceMm: mm.default(0),
  /** Fabric width per metre of finished curtain, when the line gives none. */
  defaultFullness: z.number().min(1).max(4).default(1),
  /** Whether this product may be made with the fabric turned (its length across the roll). */
  isTurnAllowed: z.boolean().default(false),
});
export type ProductTypeRule = z.input<typeof productTypeRuleSchema>;

export const fabricSchema = z.object({
  code: z.string().min(1),
  rollWidthMm: z.number().int().positive(),
  /** Length of one pattern repeat along the roll; 0 for a plain fabric. */
  patternRepeatMm: mm.default(0),
  /** Whether the weave and the pattern allow cutting the fabric turned. */
  isTurnable: z.boolean().default(false),
});
export type Fabric = z.input<typeof fabricSchema>;

export const cutLineSchema = z.object({
  productionPolygonId: z.number().int(),
  projectId: z.number().int(),
  /** Finished width and height (drop) of the curtain or blind. */
  widthMm: z.number().int().positive(),
  heightMm: z.number().int().positive(),
  fullness: z.number().min(1).max(4).optional(),
});
export type CutLine = z.input<typeof cutLineSchema>;
