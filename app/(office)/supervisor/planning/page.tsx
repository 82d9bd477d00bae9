// /supervisor/planning – what-if: hours on a department's day, what they change shown first, saved after a question; the hours saved (taken back from here); the lines projected late.
import { z } from "zod";
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { LateTable } from "@/components/planning/late-table";
import { SavedHoursList } from "@/components/planning/saved-hours";
import { WhatIfInput } from "@/components/planning/what-if-input";
import { WhatIfSummary } from "@/components/planning/what-if-summary";
import { buttonClasses } from "@/components/ui/button";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/screens";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { lateList, nameLateList } from "@/lib/planning/late-list";
import { workshopPlan } from "@/lib/planning/projection";
import { savedHours } from "@/lib/planning/saved-hours";
import { minimumBusyDays } from "@/lib/planning/efficiency";
import { explainWhatIf, firstDayForWhatIf, whatIfQuery, type WhatIfAnswer } from "@/lib/planning/what-if";
import { upstreamFor } from "@/lib/route/upstream";
import { appDatabase } from "@/lib/server/app-database";
import { loadProductNames } from "@/lib/workflow/product-names";

export const dynamic = "force-dynamic";

/** The late list's length asked in the address (?limit=500 keeps the list long with a what-if). */
const lateLimit = z.coerce.number().int().min(1).max(500);

/** How the plan's efficiency came about, in words (docs/planning.md, "Capacity"). */
const efficiencyKey = {
  learned: "planning.efficiencyLearned",
  fallback: "planning.efficiencyFallback",
  setting: "planning.efficiencySetting",
} as const;

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PlanningPage({ searchParams }: Props) {
  const employee = await requireEmployee("/supervisor/planning");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const db = await appDatabase();
  const upstream = upstreamFor(employee);
  const plan = await workshopPlan(db, upstream);
  const params = await searchParams;
  const limit = lateLimit.safeParse(params.limit);
  const query = { limit: limit.success ? limit.data : 50 };
  // A what-if is asked when its fields are in the address (the form below sends them).
  const isAsked =
    params.departmentId !== undefined || params.day !== undefined || params.minutes !== undefined;
  const parsed = whatIfQuery.safeParse({ ...params, limit: query.limit });
  let problem: string | null = isAsked && !parsed.success ? t("planning.badWhatIf") : null;
  let whatIf: WhatIfAnswer | null = null;
  if (isAsked && parsed.success) {
    try {
      whatIf = await explainWhatIf(plan, parsed.data);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      problem = error.detail || error.message;
    }
  }
  // Each late line named (project · line · job code · product · customer), not by its bare id.
  const [answer, saved, productNames] = await Promise.all([
    lateList(plan, query).then((list) => nameLateList(upstream, plan, list)),
    savedHours(db, plan.clock.firstDay),
    loadProductNames(db),
  ]);
  const names = new Map(plan.departments.map((d) => [d.id, d.name]));
  const departmentName = (id: number | null) => (id === null ? "–" : (names.get(id) ?? String(id)));
  const change = parsed.success ? parsed.data : null;
  return (
    <>
      <ScreenHeader title={t("planning.title")} description={t("planning.description")} />
      <p className="mt-2 text-gray-800">
        {t(efficiencyKey[plan.efficiency.source], {
          value: plan.efficiency.value.toLocaleString(employee.locale, {
            minimumFractionDigits: 2,
            maximumFractionDigits: 2,
          }),
          days: plan.efficiency.busyDays,
          needed: minimumBusyDays,
        })}
      </p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-4" aria-label={t("planning.whatIf")}>
        {/* A longer list asked for in the address stays long with the what-if. */}
        {query.limit !== 50 && <input type="hidden" name="limit" value={query.limit} />}
        <label className="flex flex-col">
          {t("planning.department")}
          <select name="departmentId" defaultValue={change?.departmentId} className="min-h-12 border-2 px-2">
            {plan.departments.map((d) => (
              <option key={d.id} value={d.id}>
                {d.name}
              </option>
            ))}
          </select>
        </label>
        <WhatIfInput
          label={t("planning.day")}
          type="date"
          name="day"
          defaultValue={change?.day ?? firstDayForWhatIf(plan)}
        />
        <WhatIfInput
          label={t("planning.minutes")}
          type="number"
          name="minutes"
          min={-1440}
          max={1440}
          step={30}
          defaultValue={change?.minutes ?? 120}
        />
        <button type="submit" className={buttonClasses("secondary")}>
          {t("planning.showEffect")}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-bad mt-2">
          {problem}
        </p>
      )}
      {whatIf && <WhatIfSummary answer={whatIf} departmentName={departmentName} locale={employee.locale} />}
      <SavedHoursList saved={saved} departmentName={departmentName} locale={employee.locale} />
      <LateTable
        title={t("planning.lateNow")}
        list={answer}
        departmentName={departmentName}
        locale={employee.locale}
        productNames={productNames}
      />
    </>
  );
}
