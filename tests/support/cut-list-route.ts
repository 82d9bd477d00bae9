// The cut list as a cutting tablet asks for it (GET /api/cutting/cut-list?departmentId=…),
// answered 200: the one helper of the cutting route tests.
import { expect } from "vitest";
import * as cutListRoute from "@/app/api/cutting/cut-list/route";
import type { CutList } from "@/lib/cutting/cut-list/schemas";
import type { SessionEmployee } from "@/lib/base/roles";
import { apiRequest, json } from "./api-session";

export async function askCutList(departmentId: number, as: SessionEmployee): Promise<CutList> {
  const response = await cutListRoute.GET(
    await apiRequest(`/api/cutting/cut-list?departmentId=${departmentId}`, { as }),
  );
  expect(response.status).toBe(200);
  return json<CutList>(response);
}
