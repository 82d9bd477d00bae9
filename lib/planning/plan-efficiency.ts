// The efficiency the live plan uses (docs/planning.md, "Capacity"): the one
// learned from the working time's finished jobs (efficiency.task.ts, on the
// worker pool), PLANNING_EFFICIENCY while too few busy days are known, and
// PLANNING_EFFICIENCY always when the admin set it. Learned again only when a
// time entry was written (app.work_time_version, any server), a new day began
// or the staffing changed; meanwhile every plan reuses the kept answer.
import type { Database } from "@/lib/db/client";
import { runTask } from "@/lib/workers/pool";
import { efficiencyFromDays } from "./efficiency";
import efficiencyTask, { type EfficiencyInput } from "./efficiency.task";
import { timedJobs, workTimeVersion } from "./queries";

export type PlanEfficiency = {
  value: number;
  /** learned: from the working time; setting: PLANNING_EFFICIENCY set by the admin; fallback: its default, too little known. */
  source: "learned" | "setting" | "fallback";
  /** The department-days with work waiting all shift it was learned from (0 when set). */
  busyDays: number;
};

export type EfficiencySettings = {
  efficiency: number;
  isSet: boolean;
  hours: EfficiencyInput["hours"];
  workDays: number[];
  closedDays: string[];
};

const kept = new WeakMap<
  Database,
  { key: string; learned: Promise<{ efficiency: number | null; busyDays: number }> }
>();

export async function planEfficiency(
  db: Database,
  today: string,
  order: number[],
  people: [number, number][],
  settings: EfficiencySettings,
): Promise<PlanEfficiency> {
  if (settings.isSet) return { value: settings.efficiency, source: "setting", busyDays: 0 };
  const key = JSON.stringify([await workTimeVersion(db), today, order, people, settings]);
  let entry = kept.get(db);
  if (entry?.key !== key) {
    const learned = (async () => {
      const since = new Date(Date.parse(`${today}T00:00:00Z`) - (efficiencyFromDays + 1) * 86_400_000);
      const jobs = await timedJobs(db, since);
      const input: EfficiencyInput = { jobs, order, people, today, ...settings };
      return runTask(efficiencyTask, input, { transfer: true });
    })();
    entry = { key, learned };
    kept.set(db, entry);
    learned.catch(() => kept.get(db)?.learned === learned && kept.delete(db));
  }
  const { efficiency, busyDays } = await entry.learned;
  return efficiency === null
    ? { value: settings.efficiency, source: "fallback", busyDays }
    : { value: efficiency, source: "learned", busyDays };
}
