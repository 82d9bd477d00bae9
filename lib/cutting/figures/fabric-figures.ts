// The supervisor's fabric figures: per workshop day and week, the fabric cut
// against what the plan gave those cuts and against its lower bound, the waste
// of roll ends, and the offcuts used again. Read from the rolls' own history
// (roll_events), bucketed on the workshop's clock (docs/cutting.md, "Fabric figures").
import { and, eq, gte, inArray, lte } from "drizzle-orm";
import { eachInSlices, restEvery } from "@/lib/base/yield";
import type { Database } from "@/lib/db/client";
import { rollEvents, rolls } from "@/lib/db/schema";
import { addDays, atWorkshopTime, timeZone, workshopDay, type WorkshopDay } from "@/lib/i18n/workshop-clock";
import { setAsideRolls } from "./set-aside-rolls";
import { plannedCutDetail, type FabricFigures, type FabricFiguresQuery, type FabricPeriod } from "./schemas";

type Totals = Omit<FabricPeriod, "start" | "overPlanPercent" | "overBoundPercent" | "wastePercent">;
type FabricEvent = { kind: string; lengthMm: number; detail: unknown; at: Date; isOffcut: boolean };

const emptyTotals = (): Totals => ({
  cuts: 0,
  usedMm: 0,
  usedOnPlanMm: 0,
  plannedMm: 0,
  boundMm: 0,
  wasteMm: 0,
  offcutCuts: 0,
  offcutMm: 0,
});

/** The Monday of a workshop day's week (weeks run Monday to Sunday, as in the Netherlands). */
export function mondayOf(day: WorkshopDay): WorkshopDay {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

function add(totals: Totals, event: FabricEvent) {
  if (event.kind === "waste") {
    totals.wasteMm += event.lengthMm;
    return;
  }
  totals.cuts++;
  totals.usedMm += event.lengthMm;
  if (event.isOffcut) {
    totals.offcutCuts++;
    totals.offcutMm += event.lengthMm;
  }
  const planned = plannedCutDetail.safeParse(event.detail);
  if (!planned.success) return;
  totals.usedOnPlanMm += event.lengthMm;
  totals.plannedMm += planned.data.plannedLengthMm;
  totals.boundMm += planned.data.boundLengthMm;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : null);

function periodOf(start: WorkshopDay, totals: Totals): FabricPeriod {
  const rounded = { ...totals, plannedMm: Math.round(totals.plannedMm), boundMm: Math.round(totals.boundMm) };
  return {
    start,
    ...rounded,
    overPlanPercent: percent(totals.usedOnPlanMm - totals.plannedMm, totals.plannedMm),
    overBoundPercent: percent(totals.usedOnPlanMm - totals.boundMm, totals.boundMm),
    wastePercent: percent(totals.wasteMm, totals.usedMm + totals.wasteMm),
  };
}

/** The last `days` workshop days and `weeks` weeks up to `now`, oldest first (empty periods included). */
export async function fabricFigures(
  db: Database,
  { days, weeks }: FabricFiguresQuery,
  now = new Date(),
): Promise<FabricFigures> {
  const today = workshopDay(now);
  const dayStarts = Array.from({ length: days }, (_, i) => addDays(today, i - (days - 1)));
  const weekStarts = Array.from({ length: weeks }, (_, i) => addDays(mondayOf(today), 7 * (i - (weeks - 1))));
  const first = [dayStarts[0] ?? today, weekStarts[0] ?? today].sort()[0] ?? today;
  const events = await db
    .select({
      kind: rollEvents.kind,
      lengthMm: rollEvents.lengthMm,
      detail: rollEvents.detail,
      at: rollEvents.at,
      isOffcut: rolls.isOffcut,
    })
    .from(rollEvents)
    .innerJoin(rolls, eq(rolls.id, rollEvents.rollId))
    .where(
      and(
        inArray(rollEvents.kind, ["cut", "waste"]),
        gte(rollEvents.at, atWorkshopTime(first, 0)),
        lte(rollEvents.at, now),
      ),
    );
  const byDay = new Map(dayStarts.map((day) => [day, emptyTotals()]));
  const byWeek = new Map(weekStarts.map((monday) => [monday, emptyTotals()]));
  // In slices: at 100,000 polygons the weeks hold tens of thousands of cuts, 100 ms in one go.
  await eachInSlices(
    events,
    (event) => {
      const day = workshopDay(event.at);
      const dayTotals = byDay.get(day);
      if (dayTotals) add(dayTotals, event);
      const weekTotals = byWeek.get(mondayOf(day));
      if (weekTotals) add(weekTotals, event);
    },
    restEvery(),
  );
  return {
    timeZone,
    days: [...byDay].map(([start, totals]) => periodOf(start, totals)),
    weeks: [...byWeek].map(([start, totals]) => periodOf(start, totals)),
    setAside: await setAsideRolls(db),
  };
}
