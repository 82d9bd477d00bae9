// Cut lists for the Cut list's unit tests (due order, the part shown): cuts of
// 1 × 1 m named by their line, rolls of 2.80 m, fabrics with nothing unplanned.
import { noneHidden, type CutList } from "@/lib/cutting/cut-list/schemas";

/** A cut of this line; `offsetMm` null: its strip is cut off already. */
export const cutOf = (productionPolygonId: number, offsetMm: number | null) => ({
  productionPolygonId,
  productionProjectId: 1,
  projectNumber: "P-1",
  lineNumber: 1,
  product: null,
  offsetMm,
  lengthMm: 1000,
  widthMm: 1000,
  acrossMm: 0,
});

export const rollOf = (rollId: number, cuts: ReturnType<typeof cutOf>[]) => ({
  rollId,
  code: `ROL-${rollId}`,
  lot: "A",
  place: null,
  widthMm: 2800,
  lengthLeftMm: 50_000,
  isOffcut: false,
  cuts,
});

export const fabricOf = (
  materialCode: string,
  rolls: ReturnType<typeof rollOf>[],
): CutList["fabrics"][number] => ({
  materialCode,
  materialName: materialCode,
  usedMm: 0,
  lowerBoundMm: 0,
  rolls,
  unplanned: [],
  cutSizesDiffer: [],
  hidden: noneHidden,
});
