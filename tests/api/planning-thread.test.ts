// A planning request never plans on the request's thread: the plan is a task
// of the worker pool (lib/workers), made once and kept; the requests that
// follow read it, and a what-if is a task of its own. On the small seeded
// production (tests/support/api-seed.ts); the clock a Wednesday 06:00.
import { afterAll, describe, expect, it, vi } from "vitest";
import * as lateRoute from "@/app/api/planning/late/route";
import * as loadRoute from "@/app/api/planning/load/route";
import planTask from "@/lib/planning/plan.task";
import { forgetWorkshopPlan } from "@/lib/planning/projection";
import whatIfTask from "@/lib/planning/what-if.task";
import { taskRuns } from "@/lib/workers/pool";
import { apiRequest, employee, json, setUpApiRoutes } from "../support/api-session";

vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-11-25T05:00:00Z") });
afterAll(() => void vi.useRealTimers());

const ctx = setUpApiRoutes();
const supervisor = employee(["supervisor"]);

async function get(handler: (r: Request) => Promise<Response>, path: string) {
  const response = await handler(await apiRequest(path, { as: supervisor }));
  expect(response.status).toBe(200);
  return json<{ total?: number; whatIf?: unknown; days?: unknown[] }>(response);
}

describe("the plan's thread", () => {
  it("makes the plan on the worker pool once, reads it for the next requests, and asks the what-if of the pool", async () => {
    forgetWorkshopPlan();
    const [plans, whatIfs] = [taskRuns(planTask), taskRuns(whatIfTask)];
    const late = await get(lateRoute.GET, "/api/planning/late");
    expect(late.whatIf).toBeNull();
    expect(taskRuns(planTask)).toBe(plans + 1);
    // Kept: the next request reads the same plan, no new task.
    const { CUT } = ctx.ids.departments;
    const load = await get(loadRoute.GET, `/api/planning/load?departmentId=${CUT}&days=3`);
    expect(load.days).toHaveLength(3);
    expect(taskRuns(planTask)).toBe(plans + 1);
    const withOvertime = await get(
      lateRoute.GET,
      `/api/planning/late?departmentId=${CUT}&day=2026-11-25&minutes=120`,
    );
    expect(withOvertime.whatIf).not.toBeNull();
    expect(taskRuns(whatIfTask)).toBe(whatIfs + 1);
    expect(taskRuns(planTask)).toBe(plans + 1);
  });
});
