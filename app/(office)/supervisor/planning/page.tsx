// /supervisor/planning – lines projected late and what-if: hours on a department's day, the effect shown before it is saved.
import { Forbidden } from "@/components/shell/forbidden";
import { ScreenHeader } from "@/components/shell/screen-header";
import { LateTable } from "@/components/planning/late-table";
import { SaveCapacityButton } from "@/components/planning/save-capacity-button";
import { buttonClasses } from "@/components/ui/button";
import { requireEmployee } from "@/lib/auth/current-employee";
import { mayOpenScreen } from "@/lib/auth/roles";
import { AppError } from "@/lib/errors";
import { getTranslator } from "@/lib/i18n/messages";
import { lateQuery } from "@/lib/planning/late";
import { lateList } from "@/lib/planning/late-list";
import { workshopPlan } from "@/lib/planning/projection";
import { upstreamFor } from "@/lib/route/upstream";
import { appDatabase } from "@/lib/server/app-database";

export const dynamic = "force-dynamic";

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function PlanningPage({ searchParams }: Props) {
  const employee = await requireEmployee("/supervisor/planning");
  if (!mayOpenScreen(employee, { kind: "supervisor" })) return <Forbidden locale={employee.locale} />;
  const t = getTranslator(employee.locale);
  const plan = await workshopPlan(await appDatabase(), upstreamFor(employee));
  const parsed = lateQuery.safeParse(await searchParams);
  const query = parsed.success ? parsed.data : { limit: 50 };
  let problem: string | null = parsed.success ? null : t("planning.badWhatIf");
  let answer;
  try {
    answer = await lateList(plan, query);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    problem = error.detail || error.message;
    answer = await lateList(plan, { limit: 50 });
  }
  const names = new Map(plan.departments.map((d) => [d.id, d.name]));
  const departmentName = (id: number | null) => (id === null ? "–" : (names.get(id) ?? String(id)));
  const change =
    answer.whatIf && "departmentId" in query && query.departmentId && query.day && query.minutes !== undefined
      ? { departmentId: query.departmentId, day: query.day, minutes: query.minutes }
      : null;
  return (
    <>
      <ScreenHeader title={t("planning.title")} description={t("planning.description")} />
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
        <label className="flex flex-col">
          {t("planning.day")}
          <input
            type="date"
            name="day"
            required
            defaultValue={change?.day ?? plan.clock.firstDay}
            className="min-h-12 border-2 px-2"
          />
        </label>
        <label className="flex flex-col">
          {t("planning.minutes")}
          <input
            type="number"
            name="minutes"
            required
            min={-1440}
            max={1440}
            step={30}
            defaultValue={change?.minutes ?? 120}
            className="min-h-12 border-2 px-2"
          />
        </label>
        <button type="submit" className={buttonClasses("secondary")}>
          {t("planning.showEffect")}
        </button>
      </form>
      {problem && (
        <p role="alert" className="text-bad mt-2">
          {problem}
        </p>
      )}
      <LateTable
        title={t("planning.lateNow")}
        list={answer}
        departmentName={departmentName}
        locale={employee.locale}
      />
      {answer.whatIf && (
        <>
          <LateTable
            title={t("planning.lateWithChange")}
            list={answer.whatIf}
            departmentName={departmentName}
            locale={employee.locale}
          />
          {change && <SaveCapacityButton change={change} />}
        </>
      )}
    </>
  );
}
