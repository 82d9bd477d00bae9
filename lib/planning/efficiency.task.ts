// The worker task that learns the workshop's efficiency from the working time
// (docs/planning.md, "Capacity"): recordedJobsOf and learnEfficiency over a
// few months of finished jobs, off the request thread.
import { defineTask } from "@/lib/workers/task";
import { learnEfficiencyFromWorkingTime } from "./efficiency";
import type { TimedJobColumns } from "./queries";

export type EfficiencyInput = {
  jobs: TimedJobColumns;
  /** Department ids in workflow order. */
  order: number[];
  people: [number, number][];
  today: string;
  hours: { startMinutes: number; endMinutes: number };
  workDays: number[];
  closedDays: string[];
};

export function learnTask(input: EfficiencyInput) {
  const { jobs } = input;
  const timed = Array.from(jobs.polygonIds, (polygonId, i) => ({
    polygonId,
    departmentId: jobs.departmentIds[i]!,
    startedAt: jobs.startedAtMs[i]!,
    finishedAt: jobs.finishedAtMs[i]!,
    minutes: jobs.minutes[i]!,
  }));
  return learnEfficiencyFromWorkingTime(timed, input.order, new Map(input.people), input.today, {
    hours: input.hours,
    workDays: new Set(input.workDays),
    closedDays: new Set(input.closedDays),
  });
}

export default defineTask("lib/planning/efficiency.task.ts", learnTask);
