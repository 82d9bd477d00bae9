// The cutting department's Cut list as the cutter's tablet reads it: the lines
// with pieces on it (planned, or lying in a strip already cut). A station's
// Done for such a line sends the cutter to the Cut list (docs/cutting.md,
// "Done at the station"), so a walk that finishes a line at the station takes
// one without pieces there, as a cutter would.
import { expect, type APIRequestContext } from "@playwright/test";

/** What these walks read of GET /api/cutting/cut-list (lib/cutting/cut-list/schemas.ts). */
export type CutListCut = {
  productionPolygonId: number;
  offsetMm: number | null;
  lengthMm: number;
  widthMm: number;
};
export type CutListRoll = {
  rollId: number;
  code: string;
  lot: string | null;
  isOffcut: boolean;
  widthMm: number;
  lengthLeftMm: number;
  cuts: CutListCut[];
};
export type CutList = {
  fabrics: { materialCode: string; materialName: string | null; rolls: CutListRoll[] }[];
};

/** The department's Cut list as the tablet reads it (`request` signed in as a cutter, supervisor or admin). */
export async function cutListOf(request: APIRequestContext, departmentId: number): Promise<CutList> {
  const response = await request.get(`/api/cutting/cut-list?departmentId=${departmentId}`);
  expect(response.ok(), `the Cut list: ${response.status()}`).toBe(true);
  return (await response.json()) as CutList;
}

/** The ids of the lines with pieces on the department's Cut list (`request` signed in as a cutter, supervisor or admin). */
export async function linesOnCutList(request: APIRequestContext, departmentId: number): Promise<Set<number>> {
  const list = await cutListOf(request, departmentId);
  return new Set(
    list.fabrics.flatMap((f) => f.rolls.flatMap((r) => r.cuts.map((c) => c.productionPolygonId))),
  );
}
