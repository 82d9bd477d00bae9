// The cut plan as CSV for an automatic cutting table: one row per cut, in the
// order of the plan (fabric, roll, along the roll), written by the app's one
// CSV writer (lib/http/csv.ts). Lines not planned are not rows: the JSON
// answer lists them with their reason.
import { csvOf, type CsvValue } from "@/lib/http/csv";
import type { CuttingPlan } from "./schemas";

export const planCsvHeader = [
  "materialCode",
  "rollId",
  "lot",
  "rollWidthMm",
  "rollLengthMm",
  "isOffcut",
  "cut",
  "productionPolygonId",
  "offsetMm",
  "acrossMm",
  "lengthMm",
  "widthMm",
] as const;

export function planCsv(plan: CuttingPlan): string {
  const rows: CsvValue[][] = [[...planCsvHeader]];
  for (const fabric of plan.fabrics)
    for (const roll of fabric.rolls)
      for (const [index, cut] of roll.cuts.entries())
        rows.push([
          fabric.materialCode,
          roll.rollId,
          roll.lot,
          roll.widthMm,
          roll.lengthMm,
          roll.isOffcut,
          index + 1,
          cut.productionPolygonId,
          cut.offsetMm,
          cut.acrossMm,
          cut.lengthMm,
          cut.widthMm,
        ]);
  return csvOf(rows);
}
