"use client";
// One department on the wall board: four counts, done today against the day's
// target, and the oldest open problem. Sized for reading at 5 m: `isLarge`
// when the department has the whole screen (rotation), else one tile of all.
import { useTranslations } from "next-intl";
import type { BoardDepartment } from "@/lib/board/board-summary";

type Tone = "plain" | "alert" | "warn";
const toneClasses: Record<Tone, string> = {
  plain: "text-white",
  // Bright on black (contrast above 7:1): red for overdue, amber for on hold.
  alert: "text-[#ff8a8a]",
  warn: "text-[#ffd166]",
};

function Count({
  id,
  label,
  value,
  tone,
  isLarge,
}: {
  id: string;
  label: string;
  value: number;
  tone: Tone;
  isLarge: boolean;
}) {
  return (
    <div className="flex flex-col">
      <dt id={id} className={isLarge ? "text-4xl font-semibold" : "text-2xl font-semibold"}>
        {label}
      </dt>
      <dd
        className={`${isLarge ? "text-[9rem]" : "text-7xl"} leading-none font-black tabular-nums ${value > 0 ? toneClasses[tone] : "text-white"}`}
      >
        {value}
      </dd>
    </div>
  );
}

/** "3 h 20 min" since the moment, "12 min" under an hour. */
function useAge() {
  const t = useTranslations("board");
  return (since: string, now: number) => {
    const minutes = Math.max(0, Math.floor((now - Date.parse(since)) / 60_000));
    const hours = Math.floor(minutes / 60);
    return hours > 0 ? t("ageHours", { hours, minutes: minutes % 60 }) : t("ageMinutes", { minutes });
  };
}

export function DepartmentPanel({
  department,
  now,
  isLarge,
}: {
  department: BoardDepartment;
  now: number;
  isLarge: boolean;
}) {
  const t = useTranslations("board");
  const age = useAge();
  const { dailyTarget, doneToday, oldestProblem } = department;
  const share = dailyTarget ? Math.min(1, doneToday / dailyTarget) : null;
  const headingId = `board-department-${department.departmentId}`;
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-6 rounded-2xl border-4 border-gray-500 bg-gray-950 ${isLarge ? "p-10" : "p-6"}`}
    >
      <h2 id={headingId} className={`${isLarge ? "text-8xl" : "text-5xl"} font-black tracking-tight`}>
        {department.name}
      </h2>
      <dl className="grid grid-cols-2 gap-x-8 gap-y-6 xl:grid-cols-4">
        <Count
          id={`${headingId}-waiting`}
          label={t("waiting")}
          value={department.waiting}
          tone="plain"
          isLarge={isLarge}
        />
        <Count
          id={`${headingId}-inProgress`}
          label={t("inProgress")}
          value={department.inProgress}
          tone="plain"
          isLarge={isLarge}
        />
        <Count
          id={`${headingId}-overdue`}
          label={t("overdue")}
          value={department.overdue}
          tone="alert"
          isLarge={isLarge}
        />
        <Count
          id={`${headingId}-onHold`}
          label={t("onHold")}
          value={department.onHold}
          tone="warn"
          isLarge={isLarge}
        />
      </dl>
      <div className="flex flex-col gap-2">
        <p className={`${isLarge ? "text-6xl" : "text-4xl"} font-bold tabular-nums`}>
          {dailyTarget === null
            ? t("doneToday", { done: doneToday })
            : t("doneTodayOfTarget", { done: doneToday, target: dailyTarget })}
        </p>
        {share !== null && (
          <div
            role="progressbar"
            aria-label={t("targetProgress")}
            aria-valuemin={0}
            aria-valuemax={dailyTarget ?? 0}
            aria-valuenow={Math.min(doneToday, dailyTarget ?? 0)}
            className={`${isLarge ? "h-8" : "h-5"} w-full overflow-hidden rounded-full border-2 border-white bg-black`}
          >
            <div
              className={`h-full ${share >= 1 ? "bg-[#7ee787]" : "bg-white"}`}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        )}
      </div>
      <div className={`${isLarge ? "text-5xl" : "text-3xl"} flex flex-col gap-1`}>
        <p className="font-semibold">{t("oldestProblem")}</p>
        {oldestProblem ? (
          <p className="font-bold text-[#ffd166]">
            {t("problemLine", {
              project: oldestProblem.projectNumber ?? `#${oldestProblem.productionPolygonId}`,
              line: oldestProblem.lineNumber ?? "–",
              age: age(oldestProblem.since, now),
            })}
            {oldestProblem.remark && <span className="block text-white">{oldestProblem.remark}</span>}
          </p>
        ) : (
          <p>{t("noProblem")}</p>
        )}
      </div>
    </section>
  );
}
