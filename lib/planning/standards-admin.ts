// The admin's view of the standard times (docs/planning.md): for each
// department and product, the minutes learned from the floor's finished jobs,
// how many jobs they rest on and how much those jobs vary (the middle half),
// with the admin's override where one is set. The live plan knows a line's
// department and its planned minutes, not its product (the upstream's planned
// minutes carry its size and kind): so the admin overrides a department's
// minutes per line, and the product rows are there to read.
import { and, eq } from "drizzle-orm";
import { z } from "zod";
import type { SessionEmployee } from "@/lib/base/roles";
import { idNumber } from "@/lib/base/params";
import type { Database } from "@/lib/db/client";
import { planningStandardOverrides } from "@/lib/db/schema";
import { forgetWorkshopPlan, learnFromDays } from "./projection";
import { finishedJobs } from "./queries";
import { learnStandards, minimumJobs, overrideKey as keyOf } from "./standard-times";

export const standardOverrideBody = z.object({
  productionDepartmentId: idNumber,
  /**
   * Minutes a line takes there: from 0.01 to a day (24 × 60), in hundredths at
   * most (5e-324 is no time a line takes). null takes the override away: the
   * learned figure counts again.
   */
  minutes: z
    .number()
    .min(0.01)
    .max(24 * 60)
    .refine((minutes) => Math.abs(minutes * 100 - Math.round(minutes * 100)) < 1e-6, {
      message: "at most two decimals",
    })
    .nullable(),
});
/** The stored product of a department's override: every product. */
const everyProduct = "";
export type StandardOverride = z.output<typeof standardOverrideBody>;

export type StandardRow = {
  productionDepartmentId: number;
  /** null: the department over all its products (learned only). */
  product: string | null;
  jobs: number;
  /** Whether the planner uses the learned figure (enough jobs). */
  isTrusted: boolean;
  medianMinutes: number | null;
  spread: [number, number] | null;
  override: { minutes: number; setBy: string; setAt: string } | null;
};

/** Every learned standard and every override, by department (workflow order) then product. */
export async function standardTimesForAdmin(
  db: Database,
  departmentOrder: readonly number[],
  now = new Date(),
): Promise<StandardRow[]> {
  const [jobs, overrides] = await Promise.all([
    finishedJobs(db, new Date(now.getTime() - learnFromDays * 86_400_000)),
    db.select().from(planningStandardOverrides),
  ]);
  const rows = new Map<string, StandardRow>();
  for (const s of learnStandards(jobs).list()) {
    rows.set(keyOf(s.productionDepartmentId, s.product), {
      productionDepartmentId: s.productionDepartmentId,
      product: s.product,
      jobs: s.jobs,
      isTrusted: s.jobs >= minimumJobs,
      medianMinutes: s.medianMinutes,
      spread: s.spread,
      override: null,
    });
  }
  for (const o of overrides) {
    const product = o.product === everyProduct ? null : o.product;
    const key = keyOf(o.productionDepartmentId, product);
    const row = rows.get(key) ?? {
      productionDepartmentId: o.productionDepartmentId,
      product,
      jobs: 0,
      isTrusted: false,
      medianMinutes: null,
      spread: null,
      override: null,
    };
    rows.set(key, { ...row, override: { minutes: o.minutes, setBy: o.setBy, setAt: o.setAt.toISOString() } });
  }
  const rank = (id: number) => {
    const at = departmentOrder.indexOf(id);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return [...rows.values()].sort(
    (a, b) =>
      rank(a.productionDepartmentId) - rank(b.productionDepartmentId) ||
      a.productionDepartmentId - b.productionDepartmentId ||
      (a.product === null ? -1 : b.product === null ? 1 : a.product.localeCompare(b.product)),
  );
}

/** Sets (or, with minutes null, takes away) the admin's minutes per line in a department; the plan follows. */
export async function saveStandardOverride(db: Database, change: StandardOverride, by: SessionEmployee) {
  const where = and(
    eq(planningStandardOverrides.productionDepartmentId, change.productionDepartmentId),
    eq(planningStandardOverrides.product, everyProduct),
  );
  if (change.minutes === null) {
    await db.delete(planningStandardOverrides).where(where);
  } else {
    const values = { minutes: change.minutes, setBy: by.username, setAt: new Date() };
    await db
      .insert(planningStandardOverrides)
      .values({ productionDepartmentId: change.productionDepartmentId, product: everyProduct, ...values })
      .onConflictDoUpdate({
        target: [planningStandardOverrides.productionDepartmentId, planningStandardOverrides.product],
        set: values,
      });
  }
  forgetWorkshopPlan();
  return change;
}
