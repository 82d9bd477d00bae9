// The planning specs' search for a late line that overtime brings back on time, read from the app's
// own plan of the demo data through its API (what-ifs only, nothing saved). Which lines are late, and
// where the queue holds them, depends on the day and hour of the run and on what the specs before
// moved, so every department is tried on its next working days, not only the line's own late one
// (at 00:07 one Monday none of 12 late lines came back with a day of overtime in its own late
// department within a week, but several did with overtime in the department before it).
import { expect, type APIRequestContext } from "@playwright/test";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { upstream } from "./floor";

export type LateLine = {
  productionPolygonId: number;
  productionProjectId: number;
  promisedDeliverAt: string | null;
  projectedFinish: string;
  lateByDays: number;
  lateDepartmentId: number | null;
};
type Load = { days: { date: string; capacityMinutes: number }[] };
type WhatIf = {
  day: { isClosed: boolean };
  changed: { lines: { productionPolygonId: number; isBackOnTime: boolean }[] };
};

/** A line's link: its bare id, or its name ("P26-0043 · line 1 · P0107 · …", which carries its ticket code). */
export const lineName = (id: number) => new RegExp(`^${id}$| ${ticketCode(id)}( ·|$)`);

/** How many late lines the searches list (all of the demo's). */
export const listed = 500;

export async function read<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return (await response.json()) as T;
}

/** The department's next working days: the first days after today that the plan gives it hours. */
async function nextWorkingDays(request: APIRequestContext, departmentId: number, count: number) {
  const { days } = await read<Load>(request, `/api/planning/load?departmentId=${departmentId}&days=14`);
  return days
    .slice(1)
    .filter((day) => day.capacityMinutes > 0)
    .slice(0, count)
    .map((day) => day.date);
}

export type Rescue = { line: LateLine; departmentId: number; day: string; minutes: number };

/**
 * The first late line (with a promise) that one of the overtimes, on one of a department's next
 * working days, brings back on time and that `accept` takes, with that department, day and
 * overtime; else null. `tried` says what was tried, for a failure's message.
 */
export async function lateLineOvertimeSaves(
  request: APIRequestContext,
  {
    overtimes,
    days = 2,
    accept = () => Promise.resolve(true),
  }: { overtimes: number[]; days?: number; accept?: (rescue: Rescue) => Promise<boolean> },
): Promise<{ found: Rescue | null; tried: string }> {
  const late = await read<{ total: number; lines: LateLine[] }>(
    request,
    `/api/planning/late?limit=${listed}`,
  );
  const departments = await upstream<{ id: number }[]>(request, "department/getall");
  const triedDays: string[] = [];
  const tried = () => `${late.total} late; tried ${triedDays.join(", ")}`;
  for (const { id: departmentId } of departments)
    for (const day of await nextWorkingDays(request, departmentId, days))
      for (const minutes of overtimes) {
        triedDays.push(`${departmentId} ${day} +${minutes}`);
        const whatIf = await read<WhatIf>(
          request,
          `/api/planning/what-if?departmentId=${departmentId}&day=${day}&minutes=${minutes}&limit=${listed}`,
        );
        expect(whatIf.day.isClosed, `${day} is a working day`).toBe(false);
        for (const back of whatIf.changed.lines.filter((l) => l.isBackOnTime)) {
          const line = late.lines.find((l) => l.productionPolygonId === back.productionPolygonId);
          if (!line || line.promisedDeliverAt === null) continue;
          const rescue = { line, departmentId, day, minutes };
          if (await accept(rescue)) return { found: rescue, tried: tried() };
        }
      }
  return { found: null, tried: tried() };
}
