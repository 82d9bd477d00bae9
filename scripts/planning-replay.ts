// The replay of bench:planning (docs/planning.md, "The replay"): on a past day
// D of the demo floor's history, plan the lines open at D with the standard
// times learned only from the jobs finished before D and the floor's hours of
// that time, and set each line's projected finish against when it really
// finished. The same for the fixed plan: from where the line was at D, each
// remaining department's deliveryTime in working days.
import { departmentList } from "../lib/embedded-api/demo/catalogue";
import {
  simulateFloorHistory,
  type FloorHistory,
  type HistoryLine,
} from "../lib/embedded-api/demo/floor-history";
import { addWorkingDays } from "../lib/embedded-api/demo/history";
import { atWorkshopTime, workshopDay } from "../lib/i18n/workshop-clock";
import { capacityTable } from "../lib/planning/capacity";
import { createPlanner, type PlanLine } from "../lib/planning/plan";
import { momentOf, planClockAt, planTimeOf } from "../lib/planning/plan-time";
import { learnStandards, type FinishedJob } from "../lib/planning/standard-times";

const dayMs = 86_400_000;
/** Jobs older than this before D are not learned from (as the app's planner does). */
const learnFromDays = 180;
const idOf = (code: string) => departmentList.findIndex((d) => d.code === code) + 1;
const deliveryTimeOf = (code: string) => departmentList.find((d) => d.code === code)?.deliveryTime ?? 1;

/** D: `workingDays` weekdays before now's day, at 09:00 on the workshop's clock. */
export function replayDay(now: Date, workingDays: number): Date {
  const day = new Date(`${workshopDay(now)}T12:00:00Z`);
  for (let left = workingDays; left > 0;) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (![0, 6].includes(day.getUTCDay())) left--;
  }
  return atWorkshopTime(day.toISOString().slice(0, 10), 9 * 60);
}

/** Where a line was at `at`: its first department not done by then (undefined when it was done or not yet released). */
function openAt(line: HistoryLine, at: number) {
  if (line.releasedAt.getTime() > at) return undefined;
  const index = line.steps.findIndex((s) => s.finishedAt === null || s.finishedAt.getTime() > at);
  return index < 0 ? undefined : index;
}

/** The errors of one replay day, per judged line (calendar days, absolute). */
export type DayReplay = {
  day: Date;
  /** Lines open at D that really finished since: the ones judged. Lines still open now are left out. */
  judged: number;
  stillOpen: number;
  jobsLearned: number;
  /** The finite-capacity plan with the standard times per product (model), and per department only. */
  planErrors: number[];
  planErrorsDepartmentOnly: number[];
  /** The fixed deliveryTime plan from where each line was at D. */
  fixedErrors: number[];
};

export function replayAt(history: FloorHistory, day: Date): DayReplay {
  const at = day.getTime();
  const jobs: FinishedJob[] = history.lines.flatMap((line) =>
    line.steps.flatMap((s) =>
      s.finishedAt && s.finishedAt.getTime() <= at && s.finishedAt.getTime() > at - learnFromDays * dayMs
        ? [
            {
              productionDepartmentId: idOf(s.code),
              product: line.model,
              minutes: s.minutes,
              plannedMinutes: s.plannedMinutes,
            },
          ]
        : [],
    ),
  );
  const standards = learnStandards(jobs);
  const clock = planClockAt(day, history.shift);
  const open = history.lines.flatMap((line) => {
    const index = openAt(line, at);
    return index === undefined ? [] : [{ line, index }];
  });
  const judged = open.filter(({ line }) => line.steps.at(-1)?.finishedAt);
  // The floor's staffed hours of that time; its absences were not known ahead.
  const capacity = capacityTable(
    {
      people: new Map(Object.entries(history.people).map(([code, n]) => [idOf(code), n])),
      efficiency: history.shift.efficiency,
      workDays: new Set([1, 2, 3, 4, 5]),
      closedDays: new Set(),
      adjustments: new Map(),
    },
    clock,
    365,
  );
  const plannedFinish = (byProduct: boolean) => {
    const lines: PlanLine[] = open.map(({ line, index }) => ({
      id: line.id,
      promised: planTimeOf(clock, line.promisedAt),
      createdAt: line.releasedAt.getTime(),
      isHeld: false,
      isStarted: (line.steps[index]?.startedAt?.getTime() ?? Infinity) <= at,
      steps: line.steps.slice(index).map((s) => ({
        departmentId: idOf(s.code),
        minutes: standards.minutesFor(
          idOf(s.code),
          byProduct ? line.model : null,
          s.plannedMinutes,
          deliveryTimeOf(s.code) * 60,
        ),
      })),
    }));
    const planner = createPlanner(lines, capacity);
    return (line: HistoryLine) => {
      const plan = planner.planOf(line.id);
      return plan?.status === "planned" ? momentOf(clock, plan.finish).getTime() : NaN;
    };
  };
  // The fixed plan made on D: from the arrival in its current department, each remaining department's days; never before D.
  const fixedFinish = (line: HistoryLine, index: number) => {
    const days = line.steps.slice(index).reduce((sum, s) => sum + deliveryTimeOf(s.code), 0);
    return Math.max(at, addWorkingDays(line.steps[index]?.readyAt ?? line.releasedAt, days).getTime());
  };
  const errors = (projected: (line: HistoryLine, index: number) => number) =>
    judged.map(
      ({ line, index }) =>
        Math.abs(projected(line, index) - (line.steps.at(-1)?.finishedAt?.getTime() ?? 0)) / dayMs,
    );
  return {
    day,
    judged: judged.length,
    stillOpen: open.length - judged.length,
    jobsLearned: jobs.length,
    planErrors: errors(plannedFinish(true)),
    planErrorsDepartmentOnly: errors(plannedFinish(false)),
    fixedErrors: errors(fixedFinish),
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

export type ReplaySummary = {
  judged: number;
  stillOpen: number;
  planError: number;
  planErrorDepartmentOnly: number;
  fixedError: number;
};
const summaryOf = (days: DayReplay[]): ReplaySummary => ({
  judged: days.reduce((sum, d) => sum + d.judged, 0),
  stillOpen: days.reduce((sum, d) => sum + d.stillOpen, 0),
  planError: mean(days.flatMap((d) => d.planErrors)),
  planErrorDepartmentOnly: mean(days.flatMap((d) => d.planErrorsDepartmentOnly)),
  fixedError: mean(days.flatMap((d) => d.fixedErrors)),
});

/**
 * The replay on the demo history: on the day `dayBack` working days ago, and
 * pooled over every working day from `fromBack` to `toBack` working days ago
 * (one day's hundred open lines vary with that day's queues; the pool is the steadier figure).
 */
export function replayOnDemoHistory({
  seed,
  now,
  dayBack = 20,
  fromBack = 40,
  toBack = 10,
}: {
  seed: number;
  now: Date;
  dayBack?: number;
  fromBack?: number;
  toBack?: number;
}) {
  const history = simulateFloorHistory({ seed, now });
  const single = replayAt(history, replayDay(now, dayBack));
  const pooled = Array.from({ length: fromBack - toBack + 1 }, (_, i) =>
    replayAt(history, replayDay(now, fromBack - i)),
  );
  return {
    lines: history.lines.length,
    people: history.people,
    single: { day: single.day, jobsLearned: single.jobsLearned, ...summaryOf([single]) },
    pooled: { days: pooled.length, ...summaryOf(pooled) },
  };
}
