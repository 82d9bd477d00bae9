"use client";
// One department on the wall board: four counts (two by two, each 96 px and
// more at 1920 × 1080), done today against the day's target and the morning's
// plan of lines for today (neither on a day the workshop does not work), and
// the oldest open problem. Every text is sized in
// board units (board-size.ts) and wraps rather than runs out of its tile; a
// long remark keeps two lines.
import { useTranslations } from "next-intl";
import type { BoardDepartmentWithPlan } from "@/lib/board/planned-today";
import { boardSizes, boardText } from "./board-size";

const text = boardText(boardSizes.text);

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
      <dt id={id} className="leading-tight font-semibold break-words" style={text}>
        {label}
      </dt>
      <dd
        className={`leading-none font-black tabular-nums ${value > 0 ? toneClasses[tone] : "text-white"}`}
        style={boardText(boardSizes.count)}
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
  const { doneToday, plannedToday, oldestProblem, isWorkingDay } = department;
  // A day the workshop does not work has no target: its done lines are counted alone.
  const dailyTarget = isWorkingDay ? department.dailyTarget : null;
  const share = dailyTarget ? Math.min(1, doneToday / dailyTarget) : null;
  const headingId = `board-department-${department.departmentId}`;
  return (
    <section
      aria-labelledby={headingId}
      // Its own size is the container the texts inside are measured against.
      className="flex min-h-0 min-w-0 flex-col justify-between gap-[1.5vh] overflow-hidden rounded-2xl border-4 border-gray-500 bg-gray-950 p-[2vh]"
    >
      <h2
        id={headingId}
        className="leading-tight font-black break-words"
        style={boardText(boardSizes.heading)}
      >
        {department.name}
      </h2>
      <dl className="grid grid-cols-2 gap-x-[2vh] gap-y-[1vh]">
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
      <div className="flex flex-col gap-[1vh]">
        <p className="leading-tight font-bold tabular-nums" style={text}>
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
            className="h-[2.5vh] w-full overflow-hidden rounded-full border-2 border-white bg-black"
          >
            <div
              className={`h-full ${share >= 1 ? "bg-[#7ee787]" : "bg-white"}`}
              style={{ width: `${Math.round(share * 100)}%` }}
            />
          </div>
        )}
        {plannedToday !== null && (
          <p className="leading-tight font-semibold tabular-nums" style={text}>
            {t("plannedToday", { planned: plannedToday })}
          </p>
        )}
        {!isWorkingDay && (
          <p className="leading-tight font-semibold" style={text}>
            {t("closedToday")}
          </p>
        )}
      </div>
      <div className="flex flex-col leading-tight break-words" style={text}>
        <p className="font-semibold">{t("oldestProblem")}</p>
        {oldestProblem ? (
          <p className="font-bold text-[#ffd166]">
            {t("problemLine", {
              project: oldestProblem.projectNumber ?? `#${oldestProblem.productionPolygonId}`,
              line: oldestProblem.lineNumber ?? "–",
              age: age(oldestProblem.since, now),
            })}
            {oldestProblem.remark && (
              <span className="line-clamp-2 block text-white">{oldestProblem.remark}</span>
            )}
          </p>
        ) : (
          <p>{t("noProblem")}</p>
        )}
      </div>
    </section>
  );
}
