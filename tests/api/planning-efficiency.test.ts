// The efficiency the live plan uses (issue 43 item 6): learned from the working
// time (a line came to a department when it was done in the one before) once
// enough busy department-days are recorded, PLANNING_EFFICIENCY's default
// before that, and the admin's PLANNING_EFFICIENCY whenever it is set. A real
// database; the days are fixed, not today's.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { addDays, atWorkshopTime } from "@/lib/i18n/workshop-clock";
import { minimumBusyDays } from "@/lib/planning/efficiency";
import { planEfficiency, type EfficiencySettings } from "@/lib/planning/plan-efficiency";
import { closeWorkerPool } from "@/lib/workers/pool";
import { openTestDatabase } from "../support/test-database";

const [cutting, sewing, upholstery] = [1, 2, 3];
const today = "2026-11-25";
const settings: EfficiencySettings = {
  efficiency: 0.85,
  isSet: false,
  hours: { startMinutes: 7 * 60, endMinutes: 17 * 60 },
  workDays: [1, 2, 3, 4, 5],
  closedDays: [],
};
const people: [number, number][] = [
  [cutting, 1],
  [sewing, 1],
];
const at = (day: string, hour: number) => atWorkshopTime(day, hour * 60);
const isWeekday = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());
const previousWeekday = (day: string) => {
  let d = addDays(day, -1);
  while (!isWeekday(d)) d = addDays(d, -1);
  return d;
};
const entry = (polygonId: number, departmentId: number, from: Date, to: Date) => ({
  employeeId: departmentId,
  employeeName: `Worker ${departmentId}`,
  productionPolygonId: polygonId,
  productionDepartmentId: departmentId,
  departmentName: `Department ${departmentId}`,
  productionProjectId: 1,
  startedAt: from,
  endedAt: to,
  endReason: "done",
});

let handle: Awaited<ReturnType<typeof openTestDatabase>>;
let db: Database;
beforeAll(async () => {
  handle = await openTestDatabase();
  db = handle.db;
});
afterAll(async () => {
  await closeWorkerPool();
  await handle.close();
});

/**
 * `count` days before today with work waiting all shift in `department`: each day's line was cut
 * the weekday before (done at 16:00) and worked 07:00–11:00 and 13:00–17:00 (480 of 600 minutes).
 */
async function recordBusyDays(count: number, firstPolygon: number, department: number) {
  let day = previousWeekday(today);
  for (let i = 0; i < count; i++, day = previousWeekday(day)) {
    const polygon = firstPolygon + i;
    const cutOn = previousWeekday(day);
    await db
      .insert(workTimeEntries)
      .values([
        entry(polygon, cutting, at(cutOn, 15), at(cutOn, 16)),
        { ...entry(polygon, department, at(day, 7), at(day, 11)), endReason: "pause" },
        entry(polygon, department, at(day, 13), at(day, 17)),
      ]);
  }
}

describe("the live plan's efficiency", () => {
  it("is the setting's default while fewer than minimumBusyDays busy days are recorded", async () => {
    await recordBusyDays(minimumBusyDays - 2, 100, sewing);
    const efficiency = await planEfficiency(db, today, [cutting, sewing], people, settings);
    expect(efficiency).toEqual({ value: 0.85, source: "fallback", busyDays: minimumBusyDays - 2 });
  });

  it("is learned from the working time once enough busy days are recorded", async () => {
    await recordBusyDays(minimumBusyDays + 4, 200, upholstery);
    const efficiency = await planEfficiency(
      db,
      today,
      [cutting, upholstery],
      [
        [cutting, 1],
        [upholstery, 1],
      ],
      settings,
    );
    // The first department's jobs have no recorded arrival: only upholstery's days count, 480 of 600 minutes each.
    expect(efficiency.source).toBe("learned");
    expect(efficiency.busyDays).toBe(minimumBusyDays + 4);
    expect(efficiency.value).toBeCloseTo(0.8, 6);
    // A new entry (a second line worked the same day, ten hours) is learned from at once: the working time moved.
    const day = previousWeekday(today);
    await db
      .insert(workTimeEntries)
      .values(entry(999, cutting, at(previousWeekday(day), 9), at(previousWeekday(day), 10)));
    await db.insert(workTimeEntries).values(entry(999, upholstery, at(day, 7), at(day, 17)));
    const again = await planEfficiency(
      db,
      today,
      [cutting, upholstery],
      [
        [cutting, 1],
        [upholstery, 1],
      ],
      settings,
    );
    expect(again.busyDays).toBe(minimumBusyDays + 4);
    expect(again.value).toBeCloseTo((14 * 480 + 600) / (14 * 600), 6);
  });

  it("is the admin's PLANNING_EFFICIENCY whenever it is set", async () => {
    const efficiency = await planEfficiency(db, today, [cutting, sewing], people, {
      ...settings,
      efficiency: 0.7,
      isSet: true,
    });
    expect(efficiency).toEqual({ value: 0.7, source: "setting", busyDays: 0 });
  });
});
