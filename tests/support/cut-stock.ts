// Pieces and rolls for the cut planner's unit tests: one fabric, rolls 1.40 m
// wide, a piece's polygon id read from its name ("p12" → 12).
import type { CutPiece, StockItem } from "@/lib/cutting/plan/schemas";

export const piece = (id: string, projectId: number, lengthMm: number, widthMm: number): CutPiece => ({
  id,
  productionPolygonId: Number(id.replace(/\D/g, "")),
  projectId,
  fabric: "LINEN",
  lengthMm,
  widthMm,
});

export const roll = (id: string, lot: string, lengthMm: number, isOffcut = false): StockItem => ({
  id,
  lot,
  widthMm: 1400,
  lengthMm,
  isOffcut,
});
