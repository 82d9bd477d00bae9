// The demo floor's recent past (docs/planning.md, "The demo's history"): lines
// released over the last months at a rate that swells and ebbs, each worked
// through its departments for the minutes it really takes (floor-times.ts),
// every department serving its queue first come, first served with the hours
// its people had that day (minus the odd absence). So a line's real finish in
// a department follows from its own minutes and the queue before it, not from
// the fixed deliveryTime. Deterministic from the seed; times relative to `now`.
import { createRandom, deriveSeed, type Random } from "@/lib/base/prng";
import { addDays, atWorkshopTime, workshopDay } from "@/lib/i18n/workshop-clock";
import { departmentList, type DepartmentCode } from "./catalogue";
import { plannedMinutesOf, realMinutes } from "./floor-times";
import { addWorkingDays } from "./history";
import { productList } from "./products";

export type HistoryStep = {
  code: DepartmentCode;
  /** The working time the line really took here. */
  minutes: number;
  /** The upstream's planned minutes (its productionValue), which grow with the width. */
  plannedMinutes: number;
  /** When it arrived in the department's queue, when work began and ended; null where that is still to come. */
  readyAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
};

export type HistoryLine = {
  id: number;
  product: string;
  /** The model's code: what the standard times are learned per. */
  model: string;
  /** The model's name, as an order line names the product (what a time entry records). */
  modelName: string;
  width: number;
  height: number | null;
  releasedAt: Date;
  /** The upstream's promise: the release plus every department's deliveryTime in working days. */
  promisedAt: Date;
  steps: HistoryStep[];
};

export type FloorHistory = {
  lines: HistoryLine[];
  /** People per department (the same every day, less the day's absences). */
  people: Record<DepartmentCode, number>;
  /** Per department, the days someone was away (YYYY-MM-DD) and how many: known on the day, not before. */
  absences: Record<DepartmentCode, Record<string, number>>;
  /** The shift, minutes after midnight, and the share of it that goes into the work. */
  shift: { startMinutes: number; endMinutes: number; efficiency: number };
};

export type FloorOptions = { seed: number; now: Date; days?: number; linesPerDay?: number };

const shift = { startMinutes: 7 * 60, endMinutes: 17 * 60, efficiency: 0.85 };
const shiftMinutes = shift.endMinutes - shift.startMinutes;
/**
 * The demo floor's people per department, fixed: the demo's operators are the
 * same (lib/auth/demo-employees.ts; QC, packing and dispatch have nobody
 * assigned, and a department with nobody counts as one). For 24 lines a day
 * each department is busy most of its hours (about 93 % on average, the rate
 * these were first worked out at), so a busy month builds queues. Fixed, not
 * worked out from each run's sample: a rounding near a half gave assembly one
 * person in some runs and two in others.
 */
export const demoFloorStaffing: Readonly<Record<DepartmentCode, number>> = {
  CUT: 1,
  SEW: 2,
  ASM: 2,
  QC: 1,
  PACK: 1,
  DISP: 1,
};
const isWorkday = (day: string) => ![0, 6].includes(new Date(`${day}T12:00:00Z`).getUTCDay());

/** A department's day as minutes of work: its people, less absences, × the productive share of the shift. */
function dayCapacities(rng: Random, people: number, days: string[], away: Record<string, number>) {
  return Float64Array.from(days, (day) => {
    if (!isWorkday(day)) return 0;
    let present = 0;
    for (let p = 0; p < people; p++) if (!rng.chance(0.05)) present++;
    if (present < people) away[day] = people - present;
    return present * shiftMinutes * shift.efficiency;
  });
}

/** The lines released on each day: a rate that swells and ebbs over weeks, with daily noise. */
function releases(rng: Random, days: string[], shiftStart: number[], perDay: number, until: number) {
  const made: { releasedAt: Date; rng: Random }[] = [];
  days.forEach((day, i) => {
    if (!isWorkday(day)) return;
    const wave = 1 + 0.45 * Math.sin((2 * Math.PI * i) / 38) + 0.15 * Math.sin((2 * Math.PI * i) / 11);
    const count = Math.max(0, Math.round(perDay * wave * rng.range(0.75, 1.25)));
    for (let k = 0; k < count; k++) {
      const at = new Date((shiftStart[i] ?? 0) + Math.floor(rng.next() * shiftMinutes) * 60_000);
      if (at.getTime() < until) made.push({ releasedAt: at, rng: createRandom(rng.int(1, 2 ** 31)) });
    }
  });
  return made;
}

function makeLine(id: number, releasedAt: Date, rng: Random): HistoryLine {
  const product = rng.weighted(productList.map((p) => [p, p.weight] as const));
  const { value: model, description: modelName } = rng.pick(product.models);
  const width = rng.int(product.width[0] / 10, product.width[1] / 10) * 10;
  const height = product.height ? rng.int(product.height[0] / 10, product.height[1] / 10) * 10 : null;
  const leadTime = product.departments.reduce(
    (sum, code) => sum + (departmentList.find((d) => d.code === code)?.deliveryTime ?? 0),
    0,
  );
  return {
    id,
    product: product.product,
    model,
    modelName,
    width,
    height,
    releasedAt,
    promisedAt: addWorkingDays(releasedAt, leadTime),
    steps: product.departments.map((code) => ({
      code,
      minutes: realMinutes(rng, product, model, width, height, code),
      plannedMinutes: plannedMinutesOf(product, width),
      readyAt: releasedAt,
      startedAt: null,
      finishedAt: null,
    })),
  };
}

/** The demo floor's last `days` days (default 160) up to `now`. */
export function simulateFloorHistory({
  seed,
  now,
  days = 160,
  linesPerDay = 24,
}: FloorOptions): FloorHistory {
  const rng = createRandom(deriveSeed(seed, 0x600d));
  // Planned as far past now as the last lines could need, so every queue can be worked off.
  const first = addDays(workshopDay(now), -days);
  const calendar = Array.from({ length: days + 120 }, (_, i) => addDays(first, i));
  // Each day's shift start, once: the zone's rules are asked per day, not per line.
  const shiftStart = calendar.map((day) => atWorkshopTime(day, shift.startMinutes).getTime());
  const shiftMs = shiftMinutes * 60_000;
  const lines = releases(rng, calendar.slice(0, days + 1), shiftStart, linesPerDay, now.getTime()).map(
    (r, i) => makeLine(i + 1, r.releasedAt, r.rng),
  );
  const people = { ...demoFloorStaffing };

  const toMoment = (day: number, used: number, capacity: number) =>
    new Date(Math.round((shiftStart[day] ?? 0) + (capacity > 0 ? (used / capacity) * shiftMs : 0)));
  /** The day a moment falls on (the last whose shift starts before it; early morning belongs to its day). */
  const dayOfMoment = (at: number) => {
    let [low, high] = [0, calendar.length - 1];
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((shiftStart[mid] ?? 0) - shift.startMinutes * 60_000 <= at) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  // Department by department in workflow order: each serves its queue by arrival, with its day's minutes.
  const absences = Object.fromEntries(departmentList.map((d) => [d.code, {}])) as FloorHistory["absences"];
  for (const { code } of departmentList) {
    const capacity = dayCapacities(rng, people[code], calendar, absences[code]);
    const queue = lines
      .flatMap((line) =>
        line.steps.flatMap((step, i) =>
          // Only once it left the department before (every line's first department takes it at release).
          step.code === code && (i === 0 || line.steps[i - 1]?.finishedAt) ? [{ line, step }] : [],
        ),
      )
      .sort((a, b) => a.step.readyAt.getTime() - b.step.readyAt.getTime() || a.line.id - b.line.id);
    let [day, used] = [0, 0];
    for (const { line, step } of queue) {
      // Arrived after the department ran dry: it starts at the arrival (its day's share of the shift gone).
      const readyDay = dayOfMoment(step.readyAt.getTime());
      const dayStart = shiftStart[readyDay] ?? 0;
      const share = Math.min(1, Math.max(0, (step.readyAt.getTime() - dayStart) / shiftMs));
      if (readyDay > day || (readyDay === day && share * (capacity[day] ?? 0) > used))
        [day, used] = [readyDay, share * (capacity[readyDay] ?? 0)];
      while (day < calendar.length && used >= (capacity[day] ?? 0)) [day, used] = [day + 1, 0];
      if (day >= calendar.length) break;
      step.startedAt = toMoment(day, used, capacity[day] ?? 0);
      let left = step.minutes;
      while (day < calendar.length && left > (capacity[day] ?? 0) - used) {
        left -= (capacity[day] ?? 0) - used;
        [day, used] = [day + 1, 0];
      }
      if (day >= calendar.length) break;
      used += left;
      step.finishedAt = toMoment(day, used, capacity[day] ?? 0);
      const next = line.steps[line.steps.indexOf(step) + 1];
      if (next) next.readyAt = step.finishedAt;
    }
  }
  // What lies after now has not happened yet.
  for (const line of lines)
    for (const step of line.steps) {
      if (step.finishedAt && step.finishedAt > now) step.finishedAt = null;
      if (step.startedAt && step.startedAt > now) step.startedAt = null;
    }
  // Days after now have not happened either.
  for (const away of Object.values(absences))
    for (const day of Object.keys(away)) if (day > workshopDay(now)) delete away[day];
  return { lines, people, absences, shift };
}
