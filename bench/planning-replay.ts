// The replay of bench:planning (docs/planning.md, "The replay"): on a past day
// D of the demo floor's history, plan the lines open at D with only what was
// known at D (the standard times and the efficiency learned from the jobs
// finished before D, the floor's staffing, each line's place in its queue) and
// set each line's projected finish against when it really finished, in working
// days. The same for the fixed plan: from where the line was at D, each
// remaining department's deliveryTime in working days.
import { departmentList } from "../lib/embedded-api/demo/catalogue";
import {
  simulateFloorHistory,
  type FloorHistory,
  type HistoryLine,
} from "../lib/embedded-api/demo/floor-history";
import { addWorkingDays } from "../lib/embedded-api/demo/history";
import { addDays, atWorkshopTime, workshopDay } from "../lib/i18n/workshop-clock";
import { adjustmentKey, capacityTable, personDayMinutes } from "../lib/planning/capacity";
import { learnEfficiencyFromWorkingTime, type TimedJob } from "../lib/planning/efficiency";
import { createPlanner, type PlanLine } from "../lib/planning/plan";
import { momentOf, planClockAt, planTimeOf } from "../lib/planning/plan-time";
import { learnStandards, type FinishedJob } from "../lib/planning/standard-times";

const dayMs = 86_400_000;
/** Jobs older than this before D are not learned from (as the app's planner does). */
const learnFromDays = 180;
/** PLANNING_EFFICIENCY's default: the live plan's fallback while too little is learned (docs/planning.md, "Capacity"). */
export const settingEfficiency = 0.85;
const idOf = (code: string) => departmentList.findIndex((d) => d.code === code) + 1;
const deliveryTimeOf = (code: string) => departmentList.find((d) => d.code === code)?.deliveryTime ?? 1;
const isWorkday = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/** D: `workingDays` weekdays before now's day, at 09:00 on the workshop's clock. */
export function replayDay(now: Date, workingDays: number): Date {
  const day = new Date(`${workshopDay(now)}T12:00:00Z`);
  for (let left = workingDays; left > 0;) {
    day.setUTCDate(day.getUTCDate() - 1);
    if (![0, 6].includes(day.getUTCDay())) left--;
  }
  return atWorkshopTime(day.toISOString().slice(0, 10), 9 * 60);
}

/**
 * The floor's clock in working days: a moment as the working days before its
 * day plus the share of its day's shift gone (a weekend or a night counts
 * nothing). The difference of two is how many working days lie between them.
 */
export function workingDayClock(shift: { startMinutes: number; endMinutes: number }, from: string) {
  const days = new Map<string, [number, number, number]>();
  let [lastDay, lastIndex] = [from, 0];
  const dayOf = (day: string) => {
    let known = days.get(day);
    if (known) return known;
    // Days are asked mostly in order: count on from the last one worked out.
    let [cursor, index] = day >= lastDay ? [lastDay, lastIndex] : [from, 0];
    while (cursor < day) {
      if (isWorkday(cursor)) index++;
      cursor = addDays(cursor, 1);
    }
    [lastDay, lastIndex] = [day, index];
    known = [
      index,
      atWorkshopTime(day, shift.startMinutes).getTime(),
      atWorkshopTime(day, shift.endMinutes).getTime(),
    ];
    days.set(day, known);
    return known;
  };
  return (at: number) => {
    const day = workshopDay(new Date(at));
    const [index, start, end] = dayOf(day);
    return isWorkday(day) ? index + Math.min(1, Math.max(0, (at - start) / (end - start))) : index;
  };
}

/** Where a line was at `at`: its first department not done by then (undefined when it was done or not yet released). */
function openAt(line: HistoryLine, at: number) {
  if (line.releasedAt.getTime() > at) return undefined;
  const index = line.steps.findIndex((s) => s.finishedAt === null || s.finishedAt.getTime() > at);
  return index < 0 ? undefined : index;
}

/** A projection's verdicts over the judged lines of a day. */
export type Verdicts = {
  /** |projected − real finish| in working days, per line. */
  errors: number[];
  /** Lines done by the end of their projected finish's day. */
  doneByProjection: number;
  /** Lines done within one working day of their projected finish, early or late. */
  withinOneDay: number;
  /** Per line, by the errors' index: the department it was in at D, and projected − real finish in working days. */
  departments: string[];
  signed: number[];
};

export type DayReplay = {
  day: Date;
  /** Lines open at D that really finished since: the ones judged. Lines still open now are left out. */
  judged: number;
  stillOpen: number;
  jobsLearned: number;
  /** The efficiency learned as the live plan learns it, from the working time recorded by D (the setting's default when too little is known). */
  efficiency: number;
  /** The people away on D, per department: known that morning, and taken from D's hours. */
  absentToday: { code: string; people: number }[];
  /**
   * The finite-capacity plan as the app makes it, with each department's standard time over
   * all products; and with the standard times per product (model), which the app does not apply yet.
   */
  plan: Verdicts;
  planByProduct: Verdicts;
  /** The same plan at the efficiency setting's default instead of the learned one: a comparison, not judged. */
  planAtSetting: Verdicts;
  /** The fixed deliveryTime plan from where each line was at D. */
  fixed: Verdicts;
};

export function replayAt(
  history: FloorHistory,
  day: Date,
  clockOf = workingDayClock(history.shift, "2026-01-01"),
): DayReplay {
  const at = day.getTime();
  const since = at - learnFromDays * dayMs;
  const done = history.lines.flatMap((line) =>
    line.steps.flatMap((s) =>
      s.finishedAt && s.startedAt && s.finishedAt.getTime() <= at && s.finishedAt.getTime() > since
        ? [{ line, step: s }]
        : [],
    ),
  );
  const jobs: FinishedJob[] = done.map(({ line, step }) => ({
    productionDepartmentId: idOf(step.code),
    product: line.model,
    minutes: step.minutes,
    plannedMinutes: step.plannedMinutes,
  }));
  const standards = learnStandards(jobs);
  const people = new Map(Object.entries(history.people).map(([code, n]) => [idOf(code), n]));
  // The efficiency as the live plan learns it, from the same kind of records: the working
  // time of the jobs done by D, as the demo database records them (lib/work-time/demo-history.ts:
  // one entry from the start, as long as the job's minutes, ended "done").
  const timed: TimedJob[] = history.lines.flatMap((line) =>
    line.steps.flatMap((s) => {
      if (!s.startedAt || !s.finishedAt) return [];
      const [startedAt, finishedAt] = [
        s.startedAt.getTime(),
        s.startedAt.getTime() + Math.round(s.minutes * 60_000),
      ];
      return finishedAt <= at
        ? [{ polygonId: -line.id, departmentId: idOf(s.code), startedAt, finishedAt, minutes: s.minutes }]
        : [];
    }),
  );
  const learned = learnEfficiencyFromWorkingTime(
    timed,
    departmentList.map((d) => idOf(d.code)),
    people,
    workshopDay(day),
    { hours: history.shift, workDays: new Set([1, 2, 3, 4, 5]), closedDays: new Set() },
  );
  const efficiency = learned.efficiency ?? settingEfficiency;
  const clock = planClockAt(day, history.shift);
  const open = history.lines.flatMap((line) => {
    const index = openAt(line, at);
    return index === undefined ? [] : [{ line, index }];
  });
  const judged = open.filter(({ line }) => line.steps.at(-1)?.finishedAt);
  // The floor's staffed hours of that time, at the efficiency its records showed. Who is away
  // today is known at 09:00 (the shift began at 07:00): the supervisor takes their hours from
  // today, as the app's adjustments do. Who will be away on a later day was not known.
  const today = workshopDay(day);
  const absentToday = Object.entries(history.absences).flatMap(([code, away]) =>
    away[today] ? [{ code, people: away[today] }] : [],
  );
  const capacityAt = (efficiency: number) => {
    const adjustments = new Map(
      absentToday.map(({ code, people: away }) => [
        adjustmentKey(idOf(code), today),
        -away * personDayMinutes(history.shift, efficiency),
      ]),
    );
    return capacityTable(
      { people, efficiency, workDays: new Set([1, 2, 3, 4, 5]), closedDays: new Set(), adjustments },
      clock,
      365,
    );
  };
  const plannedFinish = (byProduct: boolean, capacity = capacityAt(efficiency)) => {
    const lines: PlanLine[] = open.map(({ line, index }) => ({
      id: line.id,
      promised: planTimeOf(clock, line.promisedAt),
      createdAt: line.releasedAt.getTime(),
      // Its place in its department's queue: when it came there (the status it was set to then).
      arrivedAt: line.steps[index]!.readyAt.getTime(),
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
  const verdicts = (projected: (line: HistoryLine, index: number) => number): Verdicts => {
    const result: Verdicts = {
      errors: [],
      doneByProjection: 0,
      withinOneDay: 0,
      departments: [],
      signed: [],
    };
    for (const { line, index } of judged) {
      const [projection, real] = [projected(line, index), line.steps.at(-1)!.finishedAt!.getTime()];
      const signed = clockOf(projection) - clockOf(real);
      const error = Math.abs(signed);
      result.errors.push(error);
      result.signed.push(signed);
      result.departments.push(line.steps[index]!.code);
      if (workshopDay(new Date(real)) <= workshopDay(new Date(projection))) result.doneByProjection++;
      if (error <= 1) result.withinOneDay++;
    }
    return result;
  };
  return {
    day,
    judged: judged.length,
    stillOpen: open.length - judged.length,
    jobsLearned: jobs.length,
    efficiency,
    absentToday,
    plan: verdicts(plannedFinish(false)),
    planByProduct: verdicts(plannedFinish(true)),
    planAtSetting: verdicts(plannedFinish(false, capacityAt(settingEfficiency))),
    fixed: verdicts(fixedFinish),
  };
}

const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / Math.max(1, values.length);

/** A projection's figures over some lines: its mean absolute error and the shares done by and near it. */
export type Accuracy = { error: number; doneByProjection: number; withinOneDay: number };

export function accuracyOf(verdicts: Verdicts[]): Accuracy {
  const lines = verdicts.reduce((sum, v) => sum + v.errors.length, 0);
  const share = (count: number) => count / Math.max(1, lines);
  return {
    error: mean(verdicts.flatMap((v) => v.errors)),
    doneByProjection: share(verdicts.reduce((sum, v) => sum + v.doneByProjection, 0)),
    withinOneDay: share(verdicts.reduce((sum, v) => sum + v.withinOneDay, 0)),
  };
}

/** A day's errors by the department each line was in at D: lines, mean absolute and mean signed (projected − real). */
export function byDepartmentOf(d: DayReplay) {
  const codes = [...new Set(d.plan.departments)];
  return codes.map((code) => {
    const at = d.plan.departments.flatMap((c, i) => (c === code ? [i] : []));
    const meanAt = (values: number[]) => mean(at.map((i) => values[i]!));
    return {
      code,
      lines: at.length,
      plan: { error: meanAt(d.plan.errors), signed: meanAt(d.plan.signed) },
      fixed: { error: meanAt(d.fixed.errors), signed: meanAt(d.fixed.signed) },
    };
  });
}

/**
 * The replay on the demo history on every working day from `fromBack` to `toBack`
 * working days ago: each day's figures, and the pool of them all.
 */
export function replayOnDemoHistory({
  seed,
  now,
  fromBack = 40,
  toBack = 10,
}: {
  seed: number;
  now: Date;
  fromBack?: number;
  toBack?: number;
}) {
  const history = simulateFloorHistory({ seed, now });
  const clockOf = workingDayClock(history.shift, addDays(workshopDay(now), -400));
  const days = Array.from({ length: fromBack - toBack + 1 }, (_, i) =>
    replayAt(history, replayDay(now, fromBack - i), clockOf),
  );
  return {
    lines: history.lines.length,
    people: history.people,
    days: days.map((d) => ({
      day: d.day,
      judged: d.judged,
      efficiency: d.efficiency,
      absentToday: d.absentToday,
      plan: accuracyOf([d.plan]),
      planAtSetting: accuracyOf([d.planAtSetting]),
      fixed: accuracyOf([d.fixed]),
      byDepartment: byDepartmentOf(d),
    })),
    pooled: {
      judged: days.reduce((sum, d) => sum + d.judged, 0),
      stillOpen: days.reduce((sum, d) => sum + d.stillOpen, 0),
      plan: accuracyOf(days.map((d) => d.plan)),
      planByProduct: accuracyOf(days.map((d) => d.planByProduct)),
      planAtSetting: accuracyOf(days.map((d) => d.planAtSetting)),
      fixed: accuracyOf(days.map((d) => d.fixed)),
    },
  };
}
