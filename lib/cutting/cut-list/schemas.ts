// The cutter's screen (docs/cutting.md, "The cutter's screen"): the cut list
// of a department's plan, a roll's label checked against it, and a cut
// confirmed by its ticket. Requests in and answers out.
import { z } from "zod";
import { idNumber } from "@/lib/base/params";
import { scannedCode } from "../rolls/register-roll";

const mm = z.number().int().nonnegative();
const count = z.number().int().nonnegative();

/** A fabric of the whole list: nothing left out (the part shown, shown-part.ts, counts what it leaves). */
export const noneHidden = { rolls: 0, cuts: 0, unplanned: 0, cutSizesDiffer: 0 };

/** What names a line on the cutter's screen: its ticket, project and order line. */
export const cutLineSchema = z.object({
  productionPolygonId: z.number().int(),
  productionProjectId: z.number().int().nullable(),
  projectNumber: z.string().nullable(),
  lineNumber: z.number().int().nullable(),
  product: z.string().nullable(),
});

export const cutListCutSchema = cutLineSchema.extend({
  /** Along the roll from where it starts now; null: its strip is cut off already. */
  offsetMm: mm.nullable(),
  lengthMm: mm,
  widthMm: mm,
  acrossMm: mm,
});

export const cutListRollSchema = z.object({
  rollId: z.number().int(),
  code: z.string(),
  lot: z.string().nullable(),
  place: z.string().nullable(),
  widthMm: mm,
  lengthLeftMm: mm,
  isOffcut: z.boolean(),
  cuts: z.array(cutListCutSchema),
});

export const cutListSchema = z.object({
  /** The plan's name (its inputs' digest): another one means a new plan arrived ("plan updated"). */
  planKey: z.string().nullable(),
  fabrics: z.array(
    z.object({
      materialCode: z.string(),
      materialName: z.string().nullable(),
      usedMm: mm,
      lowerBoundMm: mm,
      rolls: z.array(cutListRollSchema),
      unplanned: z.array(cutLineSchema.extend({ reason: z.string() })),
      /** Lines whose cut sizes take more or less of this fabric than the order says, beyond the tolerance (mm). */
      cutSizesDiffer: z
        .array(
          cutLineSchema.extend({ cutMm: mm, orderMm: mm, differsPercent: z.number().int().nonnegative() }),
        )
        .default([]),
      /** What the part shown (shown-part.ts) leaves out: more rolls and their cuts, more lines. */
      hidden: z
        .object({ rolls: count, cuts: count, unplanned: count, cutSizesDiffer: count })
        .default(noneHidden),
    }),
  ),
  /** What the lines take rather than cut from a roll (tapes, rails, parts), with the order spec's quantity. */
  takes: z
    .array(
      cutLineSchema.extend({
        name: z.string().nullable(),
        eanCode: z.string().nullable(),
        quantity: z.object({ amount: z.number(), unit: z.string().nullable() }).nullable(),
      }),
    )
    .default([]),
  /** Takes the part shown leaves out. */
  hiddenTakes: count.default(0),
});
export type CutList = z.infer<typeof cutListSchema>;
export type CutListRoll = z.infer<typeof cutListRollSchema>;
export type CutLine = z.infer<typeof cutLineSchema>;

const departmentId = idNumber.describe("the cutting station's department");

/** POST /api/cutting/rolls/{id}/check: what the scanner read off a roll's label, at this station. */
export const rollCheckBody = z.object({
  departmentId,
  code: scannedCode,
});

const standInSchema = z.object({
  rollId: z.number().int(),
  code: z.string(),
  lot: z.string().nullable(),
  place: z.string().nullable(),
  lengthLeftMm: mm,
});

export const rollCheckSchema = z.object({
  /** The roll may be cut from: the planned one, or another roll the plan follows. */
  isRight: z.boolean(),
  /** right | another-roll (accepted) | choose (a supplier's label fits several rolls) | wrong-roll | wrong-lot | wrong-material */
  verdict: z.enum(["right", "another-roll", "choose", "wrong-roll", "wrong-lot", "wrong-material"]),
  /** The verdict as a sentence in the cutter's language. */
  reason: z.string(),
  /** The roll to cut from when accepted (the scanned one); null otherwise. */
  roll: standInSchema.nullable(),
  /** "choose": the rolls in stock the supplier's label fits, with where they lie and their length left. */
  candidates: z.array(standInSchema),
  scanned: z.object({ code: z.string().nullable(), lot: z.string().nullable(), materialCode: z.string() }),
  planned: z.object({ code: z.string(), lot: z.string().nullable(), materialCode: z.string() }),
});
export type RollCheck = z.infer<typeof rollCheckSchema>;

/** POST /api/cutting/rolls/{id}/cuts: the line whose ticket was scanned, at this station. */
export const cutBody = z.object({ departmentId, productionPolygonId: idNumber });
