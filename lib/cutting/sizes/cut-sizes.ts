// The pieces a line needs, from the rules of its product type: curtains in
// whole pattern repeats and as many roll widths as the fullness asks, joined;
// blinds as one piece, turned when wider than the roll and the fabric allows.
import type { CutPiece } from "../plan/schemas";
import {
  cutLineSchema,
  fabricSchema,
  productTypeRuleSchema,
  type CutLine,
  type Fabric,
  type ProductTypeRule,
} from "./schemas";

export type CutSizes =
  | { isPlannable: true; pieces: CutPiece[]; isTurned: boolean }
  | { isPlannable: false; productionPolygonId: number; reason: string };

const roundUpTo = (value: number, step: number) => (step > 0 ? Math.ceil(value / step) * step : value);

export function cutSizes(lineInput: CutLine, fabricInput: Fabric, ruleInput: ProductTypeRule): CutSizes {
  const line = cutLineSchema.parse(lineInput);
  const fabric = fabricSchema.parse(fabricInput);
  const rule = productTypeRuleSchema.parse(ruleInput);
  const piece = (index: number, lengthMm: number, widthMm: number): CutPiece => ({
    id: `${line.productionPolygonId}-${index}`,
    productionPolygonId: line.productionPolygonId,
    projectId: line.projectId,
    fabric: fabric.code,
    lengthMm,
    widthMm,
  });
  const notPlannable = (reason: string): CutSizes => ({
    isPlannable: false,
    productionPolygonId: line.productionPolygonId,
    reason,
  });

  if (rule.kind === "curtain") {
    const fullness = line.fullness ?? rule.defaultFullness;
    const fabricWidth = Math.ceil(line.widthMm * fullness) + 2 * rule.sideAllowanceMm;
    const usable = fabric.rollWidthMm - rule.joinAllowanceMm;
    if (usable <= 0)
      return notPlannable(`the roll (${fabric.rollWidthMm} mm) is no wider than the join allowance`);
    // n widths give n x roll width, less one join allowance per join (n - 1 of them).
    const widths = Math.max(1, Math.ceil((fabricWidth - rule.joinAllowanceMm) / usable));
    // Every drop starts at the same point of the pattern, so the joins match.
    const drop = roundUpTo(
      line.heightMm + rule.hemAllowanceMm + rule.headingAllowanceMm,
      fabric.patternRepeatMm,
    );
    return {
      isPlannable: true,
      isTurned: false,
      pieces: Array.from({ length: widths }, (_, i) => piece(i + 1, drop, fabric.rollWidthMm)),
    };
  }

  const width = line.widthMm + 2 * rule.sideAllowanceMm;
  // The planner may lay a turnable blind either way, to share the width better.
  const isTurnable = fabric.isTurnable && rule.isTurnAllowed;
  const blindPiece = (lengthMm: number, widthMm: number) => ({ ...piece(1, lengthMm, widthMm), isTurnable });
  const length = line.heightMm + rule.hemAllowanceMm + rule.rollAllowanceMm;
  if (width <= fabric.rollWidthMm)
    return { isPlannable: true, isTurned: false, pieces: [blindPiece(length, width)] };
  if (!fabric.isTurnable || !rule.isTurnAllowed) {
    const who = !fabric.isTurnable
      ? `fabric ${fabric.code} may not be turned`
      : `a ${rule.productType} may not be made turned`;
    return notPlannable(
      `${width} mm wide with its side hems, the roll is ${fabric.rollWidthMm} mm, and ${who}`,
    );
  }
  if (length > fabric.rollWidthMm)
    return notPlannable(
      `${width} mm wide and ${length} mm long with allowances: wider than the ${fabric.rollWidthMm} mm roll either way`,
    );
  // Turned: the blind's width runs along the roll, its length across it.
  return { isPlannable: true, isTurned: true, pieces: [blindPiece(width, length)] };
}
