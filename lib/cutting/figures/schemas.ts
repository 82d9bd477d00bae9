// GET /api/cutting/figures: its query, and what a cut's roll event carries
// from the plan it followed (docs/cutting.md, "Fabric figures").
import { z } from "zod";

const countParam = (name: string, max: number, fallback: number) =>
  z.coerce
    .number({ message: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`)
    .default(fallback);

export const fabricFiguresQuery = z.object({
  /** How many workshop days, up to and including today. */
  days: countParam("days", 62, 7),
  /** How many workshop weeks (Monday to Sunday), up to and including this one. */
  weeks: countParam("weeks", 26, 4),
});
export type FabricFiguresQuery = z.output<typeof fabricFiguresQuery>;

/**
 * A "cut" event's detail when the cut followed the plan: the piece, the
 * length the plan gave it, and its share of the plan's lower bound. Cuts
 * without it (made off-plan) count as used, not against the plan.
 */
export const plannedCutDetail = z.object({
  productionPolygonId: z.number().int(),
  plannedLengthMm: z.number().nonnegative(),
  boundLengthMm: z.number().nonnegative(),
});

const mm = z.number().int().nonnegative();

/** One day's or week's figures. Lengths in millimetres; the screen shows metres. */
export const fabricPeriodSchema = z.object({
  /** The workshop day (YYYY-MM-DD), or a week's Monday. */
  start: z.string(),
  cuts: z.number().int().nonnegative(),
  /** Everything cut off rolls and offcuts. */
  usedMm: mm,
  /** Of that, what was cut on the plan's say-so (the cuts that name their planned length)… */
  usedOnPlanMm: mm,
  /** …what the plan gave those cuts, and their share of the lower bound. */
  plannedMm: mm,
  boundMm: mm,
  /** (used on plan − planned) ÷ planned, and the same against the bound; null without planned cuts. */
  overPlanPercent: z.number().nullable(),
  overBoundPercent: z.number().nullable(),
  /** Roll ends too short to keep, and what a roll had left beyond its measured leftover. */
  wasteMm: mm,
  /** waste ÷ (used + waste); null when nothing was cut or wasted. */
  wastePercent: z.number().nullable(),
  /** Cuts taken from offcuts, and their length. */
  offcutCuts: z.number().int().nonnegative(),
  offcutMm: mm,
});
export type FabricPeriod = z.infer<typeof fabricPeriodSchema>;

/** A roll the cutter set aside (missing or damaged): out of the plan with its length, until the supervisor decides. */
export const setAsideRollSchema = z.object({
  rollId: z.number().int(),
  code: z.string(),
  materialCode: z.string(),
  materialName: z.string().nullable(),
  lot: z.string().nullable(),
  place: z.string().nullable(),
  lengthLeftMm: mm,
  reason: z.enum(["missing", "damaged"]),
  note: z.string(),
  /** Damaged: the length the cutter says is still good. */
  goodLengthMm: mm.nullable(),
  by: z.string(),
  at: z.string(),
});
export type SetAsideRoll = z.infer<typeof setAsideRollSchema>;

export const fabricFiguresSchema = z.object({
  timeZone: z.string(),
  days: z.array(fabricPeriodSchema),
  weeks: z.array(fabricPeriodSchema),
  /** Rolls set aside now, newest first. */
  setAside: z.array(setAsideRollSchema),
});
export type FabricFigures = z.infer<typeof fabricFiguresSchema>;
