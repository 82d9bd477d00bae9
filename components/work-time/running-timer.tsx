"use client";
// The signed-in operator's running time, on every floor screen: the job's
// ticket, department and time so far (ticking), and Pause.
import { QueryClientProvider } from "@tanstack/react-query";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { useMyTimer } from "@/components/floor/api/get-my-timer";
import { usePauseMine } from "@/components/floor/api/job-time-step";
import { formatDuration } from "@/components/ui/format-duration";
import { useDepartmentNameById } from "@/components/workflow/use-department-name-by-id";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { getQueryClient } from "@/lib/query/get-query-client";

/** With the shared query client, for the floor layout (deferred-running-timer.tsx). */
export function RunningTimerWithQuery() {
  return (
    <QueryClientProvider client={getQueryClient()}>
      <RunningTimer />
    </QueryClientProvider>
  );
}

export function RunningTimer() {
  const t = useTranslations("workTime.timer");
  const timer = useMyTimer();
  const pause = usePauseMine();
  const now = useNow({ updateInterval: 1000 });
  const format = useFormatter();
  const departmentName = useDepartmentNameById();
  const labels = useFloorLabels();
  const running = timer.data?.running;
  // Shown once its department can be named in the employee's language.
  const department = running ? departmentName(running.productionDepartmentId, running.departmentName) : null;
  if (!running || department === null) return null;
  const seconds =
    running.earlierSeconds + Math.max(0, (now.getTime() - Date.parse(running.startedAt)) / 1000);
  return (
    <section
      aria-label={t("label")}
      className="mb-4 flex flex-wrap items-center gap-4 rounded-xl border-4 border-blue-800 bg-blue-50 px-4 py-2"
    >
      <p className="text-xl">
        <span className="font-semibold">{t("label")}: </span>
        <time className="font-mono text-2xl font-bold" dateTime={`PT${Math.floor(seconds)}S`} role="timer">
          {formatDuration(seconds)}
        </time>{" "}
        {t("on", {
          ticket: ticketCode(running.productionPolygonId),
          department,
          product: running.product ? labels.product(running.product) : "",
        })}{" "}
        <span className="text-base text-gray-800">
          {t("since", {
            at: format.dateTime(new Date(running.startedAt), "time"),
          })}
        </span>
      </p>
      <Button
        variant="secondary"
        className="ml-auto"
        disabled={pause.isPending}
        onClick={() => pause.mutate()}
      >
        {t("pause")}
      </Button>
      {pause.isError && (
        <p role="alert" className="text-bad font-semibold">
          {t("pauseFailed")}
        </p>
      )}
    </section>
  );
}
