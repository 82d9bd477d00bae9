"use client";
// On a station card of a polygon in progress: who works on it (running or
// paused) and the signed-in operator's Pause, Resume or Join.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDepartmentWorkers } from "@/components/floor/api/get-department-workers";
import { useMyTimer } from "@/components/floor/api/get-my-timer";
import { useJobTimeStep } from "@/components/floor/api/job-time-step";

type JobTimeProps = { departmentId: number; productionPolygonId: number };

export function JobTime({ departmentId, productionPolygonId }: JobTimeProps) {
  const t = useTranslations("workTime.card");
  const workers = useDepartmentWorkers(departmentId);
  const mine = useMyTimer();
  const step = useJobTimeStep();
  const here = (workers.data?.workers ?? []).filter((w) => w.productionPolygonId === productionPolygonId);
  const running = here.filter((w) => w.isRunning).map((w) => w.name);
  const paused = here.filter((w) => !w.isRunning).map((w) => w.name);
  const me = here.find((w) => w.employeeId === mine.data?.employeeId);
  const isMineRunning = mine.data?.running?.productionPolygonId === productionPolygonId;
  const isBusy = step.isPending && step.variables.productionPolygonId === productionPolygonId;
  const send = (which: "pause" | "resume") => step.mutate({ departmentId, productionPolygonId, step: which });
  return (
    <div className="flex flex-wrap items-center gap-3">
      {isMineRunning ? (
        <Button variant="secondary" disabled={isBusy} onClick={() => send("pause")}>
          {t("pause")}
        </Button>
      ) : (
        <Button variant="secondary" disabled={isBusy} onClick={() => send("resume")}>
          {me ? t("resume") : t("join")}
        </Button>
      )}
      {running.length > 0 && <span className="text-lg">{t("working", { names: running.join(", ") })}</span>}
      {paused.length > 0 && (
        <span className="text-lg text-gray-800">{t("paused", { names: paused.join(", ") })}</span>
      )}
      {step.isError && (
        <span role="alert" className="text-bad text-lg font-semibold">
          {step.error.message}
        </span>
      )}
    </div>
  );
}
