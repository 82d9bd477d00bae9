// One polygon's way through the workshop: its status history up to its current
// value (times counted back from now, so all lie in the past) and the planned
// start, finish and delivery per department, from its release onwards.
import {
  departmentList,
  departmentOfStatus,
  onHold,
  releasingEmployeeIds,
  type DepartmentCode,
} from "./catalogue";
import type { Random } from "@/lib/base/prng";

const hour = 3_600_000;

export type StatusEntry = { value: number; at: Date; hubEmployeeId: number; remarks: string | null };
export type DepartmentPlan = { code: DepartmentCode; startAt: Date; finishAt: Date; deliverAt: Date };

/** The status values a product passes: released, then started/done of each of its departments. */
export function statusPathOf(departments: readonly DepartmentCode[]): number[] {
  const values = departments.flatMap(
    (code) => departmentList.find((department) => department.code === code)?.statusValues ?? [],
  );
  return [100, ...values];
}

const holdRemarks = [
  "Stof beschadigd, wacht op nieuwe levering",
  "Maat navragen bij de klant",
  "Kleur wijkt af van het staal",
] as const;

function employeeFor(rng: Random, value: number, previous: number | undefined): number {
  if (value === 100) return rng.pick(releasingEmployeeIds);
  const department = departmentOfStatus(value === onHold ? (previous ?? 100) : value);
  return department ? rng.pick(department.employeeIds) : rng.pick(releasingEmployeeIds);
}

/** How long ago the current status was set: some long ago, so "stuck" queries find work. */
function ageOfCurrent(rng: Random, value: number): number {
  if (value === 700) return rng.range(6, 12 * 24) * hour;
  if (value === onHold) return rng.range(2, 4 * 24) * hour;
  if (rng.chance(0.25)) return rng.range(26, 6 * 24) * hour;
  return rng.range(0.2, 22) * hour;
}

/** The gap before an entry: waiting for materials before cutting takes longest. */
function gapBefore(rng: Random, value: number): number {
  if (value === 200) return rng.range(3, 60) * hour;
  return rng.range(0.5, 12) * hour;
}

/**
 * The history of a polygon whose order is `progress` (0..1) of the way through
 * production: entries in workflow order with strictly increasing times.
 */
export function planHistory(
  rng: Random,
  path: readonly number[],
  progress: number,
  now: Date,
): StatusEntry[] {
  const own = Math.min(1, Math.max(0, progress + rng.range(-0.15, 0.05)));
  const index = Math.round(own * (path.length - 1));
  const values = path.slice(0, index + 1);
  // On hold only while still in production (before quality approval).
  if (index < path.length - 3 && rng.chance(0.05)) values.push(onHold);
  const times: number[] = [];
  let at = now.getTime() - ageOfCurrent(rng, values[values.length - 1]!);
  for (let k = values.length - 1; k >= 0; k--) {
    times[k] = Math.round(at);
    at -= gapBefore(rng, values[k]!);
  }
  return values.map((value, k) => ({
    value,
    at: new Date(times[k]!),
    hubEmployeeId: employeeFor(rng, value, values[k - 1]),
    remarks: value === onHold ? rng.pick(holdRemarks) : null,
  }));
}

/** Adds working days (Monday to Friday), as department delivery times count them. */
export function addWorkingDays(from: Date, days: number): Date {
  const date = new Date(from.getTime());
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    const weekday = date.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return date;
}

/** Planned times per department from the release on; work not done by its finishAt is overdue. */
export function planDepartments(
  rng: Random,
  departments: readonly DepartmentCode[],
  releasedAt: Date,
): DepartmentPlan[] {
  let cursor = new Date(releasedAt.getTime() + rng.range(2, 20) * hour);
  return departments.map((code) => {
    const deliveryTime = departmentList.find((department) => department.code === code)?.deliveryTime ?? 1;
    const startAt = cursor;
    const finishAt = addWorkingDays(startAt, deliveryTime);
    const deliverAt = new Date(finishAt.getTime() + hour);
    cursor = deliverAt;
    return { code, startAt, finishAt, deliverAt };
  });
}
