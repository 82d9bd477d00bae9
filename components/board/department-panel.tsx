"use client";
// One department on the wall board: four counts, done today against the day's
// target and against the plan's lines for today, and the oldest open problem. A TV has no one to scroll it: the panel
// is a size container and every text is sized in container units (cqh/cqw),
// so one tile of six at 1280×720 and the whole screen at 3840×2160 both fit,
// the type growing and shrinking with the tile.
import type { CSSProperties } from "react";
import { useTranslations } from "next-intl";
import type { BoardDepartmentWithPlan } from "@/lib/board/planned-today";

/** A font size of `h`% of the tile's height, at most `w`% of its width. */
const size = (h: number, w: number): CSSProperties => ({ fontSize: `min(${h}cqh, ${w}cqw)` });

type Tone = "plain" | "alert" | "warn";
const toneClasses: Record<Tone, string> = {
  plain: "text-white",
  // Bright on black (contrast above 7:1): red for overdue, amber for on hold.
  alert: "text-[#ff8a8a]",
  warn: "text-[#ffd166]",
};

function Count({ id, label, value, tone }: { id: string; label: string; value: number; tone: Tone }) {
  return (
    <div className="flex min-w-0 flex-col">
      <dt id={id} className="truncate font-semibold" style={size(4.5, 3.2)}>
        {label}
      </dt>
      <dd
        className={`leading-none font-black tabular-nums ${value > 0 ? toneClasses[tone] : "text-white"}`}
        style={size(15, 9)}
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

export function DepartmentPanel({ department, now }: { department: BoardDepartmentWithPlan; now: number }) {
  const t = useTranslations("board");
  const age = useAge();
  const { dailyTarget, doneToday, plannedToday, oldestProblem } = department;
  const share = dailyTarget ? Math.min(1, doneToday / dailyTarget) : null;
  const headingId = `board-department-${department.departmentId}`;
  return (
    <section
      aria-labelledby={headingId}
      // Its own size is the container the texts inside are measured against.
      className="[container-type:size] flex min-h-0 min-w-0 flex-col justify-between gap-[2cqh] overflow-hidden rounded-2xl border-4 border-gray-500 bg-gray-950 p-[4cqmin]"
    >
      <h2 id={headingId} className="truncate leading-tight font-black tracking-tight" style={size(10, 7)}>
        {department.name}
      </h2>
      <dl className="grid grid-cols-4 gap-x-[3cqw]">
        <Count id={`${headingId}-waiting`} label={t("waiting")} value={department.waiting} tone="plain" />
        <Count
          id={`${headingId}-inProgress`}
          label={t("inProgress")}
          value={department.inProgress}
          tone="plain"
        />
        <Count id={`${headingId}-overdue`} label={t("overdue")} value={department.overdue} tone="alert" />
        <Count id={`${headingId}-onHold`} label={t("onHold")} value={department.onHold} tone="warn" />
      </dl>
      <div className="flex flex-col gap-[1cqh]">
        <p className="leading-tight font-bold tabular-nums" style={size(7, 5)}>
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
            className="h-[3cqh] w-full overflow-hidden rounded-full border-2 border-white bg-black"
          >
            <div
              className={`h-full ${share >= 1 ? "bg-[#7ee787]" : "bg-white"}`}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        )}
        {plannedToday !== null && (
          <p className="truncate leading-tight font-semibold tabular-nums" style={size(5, 3.4)}>
            {t("plannedToday", { planned: plannedToday })}
          </p>
        )}
      </div>
      <div className="flex flex-col leading-tight" style={size(5, 3.4)}>
        <p className="font-semibold">{t("oldestProblem")}</p>
        {oldestProblem ? (
          <p className="font-bold text-[#ffd166]">
            {t("problemLine", {
              project: oldestProblem.projectNumber ?? `#${oldestProblem.productionPolygonId}`,
              line: oldestProblem.lineNumber ?? "–",
              age: age(oldestProblem.since, now),
            })}
            {oldestProblem.remark && (
              <span className="block truncate text-white">{oldestProblem.remark}</span>
            )}
          </p>
        ) : (
          <p>{t("noProblem")}</p>
        )}
      </div>
    </section>
  );
}
