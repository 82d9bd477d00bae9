// What a job ticket shows of each fabric its line is cut from a roll: the
// pieces the Cut list cuts (n × length × width, from the plan's own cut sizes),
// the fabric they take along the roll, and the order spec's quantity beside it
// as a check, flagged for the office when the two differ by more than the
// admin's tolerance (docs/cutting.md, "One amount"). The cutting feature works
// it out; the tickets show it: the shape both share lives here.
import { z } from "zod";

const mm = z.number().int().nonnegative();

export const materialCutSchema = z.object({
  /** The fabric's EAN, as the order spec's material and the rolls name it. */
  eanCode: z.string(),
  /** Alike pieces together, length (along the roll) × width (across), as the Cut list writes them. */
  pieces: z.array(z.object({ count: z.number().int().positive(), lengthMm: mm, widthMm: mm })),
  /** The fabric the pieces take along the roll: their lengths added up. */
  cutMm: mm,
  /** The order spec's quantity in millimetres; null when it gives none in metres. */
  orderMm: mm.nullable(),
  /** How far the cut is from the order, in whole per cent of the order; null without an order figure. */
  differsPercent: z.number().int().nonnegative().nullable(),
  /** The difference is beyond the admin's tolerance (CUT_SIZE_TOLERANCE_PERCENT). */
  isFlagged: z.boolean(),
  /** Why the plan cuts no piece of it (not plannable), as a sentence; null when it has pieces. */
  reason: z.string().nullable(),
});
export type MaterialCut = z.infer<typeof materialCutSchema>;

/** An order line (a production polygon) as the cut amounts are asked for it. */
export type CutAmountsLine = { id: number; productionProjectId: number; polygonId: number };

/** The cut amounts of these lines, by production polygon id (the cutting feature answers it). */
export type CutAmountsOf = (lines: readonly CutAmountsLine[]) => Promise<Map<number, MaterialCut[]>>;
