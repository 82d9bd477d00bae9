"use client";
// One polygon in a station's queue: which order line it is, what to make, how
// long it has been at its status, and its Start or Done button, Report a
// problem and Details. On hold shows the reported problem instead of a step.
import { useState, type ReactNode } from "react";
import { useFormatter, useNow, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { StatusBadge } from "@/components/workflow/status-badge";
import type { QueueItem } from "@/lib/stations/stations";
import type { FloorLabels } from "@/lib/polygons/floor-labels";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { useRemarkText } from "@/components/workflow/use-remark-text";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { isWaitingForMaterial, MaterialWaitConfirm, MaterialWaitNotice } from "./material-wait";

type QueueCardProps = {
  item: QueueItem;
  statuses: WorkflowStatus[];
  isBusy: boolean;
  onStep: (item: QueueItem, step: "start" | "finish") => void;
  onProblem: (item: QueueItem) => void;
  onDetails: (item: QueueItem) => void;
  /** Offered on an on-hold card to whoever may release its hold. */
  onRelease?: (item: QueueItem) => void;
  /** Beside the buttons: the working-time controls of a polygon in progress (components/work-time). */
  timeControls?: ReactNode;
};

/** "A-1042 · line 5 · P0134": the one way a line is named (lib/polygons/floor-labels.ts). */
export function cardTitle(
  item: Pick<QueueItem, "id" | "projectNumber" | "lineNumber">,
  labels: FloorLabels,
): string {
  return labels.job(item);
}

export function QueueCard({
  item,
  statuses,
  isBusy,
  onStep,
  onProblem,
  onDetails,
  onRelease,
  timeControls,
}: QueueCardProps) {
  const t = useTranslations("station.card");
  const remarkText = useRemarkText();
  const labels = useFloorLabels();
  const format = useFormatter();
  const tDates = useTranslations("lineDates");
  const when = (iso: string) => format.dateTime(new Date(iso), "shortMoment");
  const now = useNow({ updateInterval: 60_000 });
  const titleId = `polygon-${item.id}-title`;
  const [confirming, setConfirming] = useState<"start" | "finish" | null>(null);
  const step = (next: "start" | "finish") =>
    isWaitingForMaterial(item) ? setConfirming(next) : onStep(item, next);
  const size = [item.width, item.height].filter((n) => n !== null).join(" × ");
  const stageClass =
    item.stage === "on-hold"
      ? "border-bad bg-red-50"
      : item.stage === "started"
        ? "border-blue-800"
        : "border-gray-400";
  return (
    <article aria-labelledby={titleId} className={`rounded-xl border-4 bg-white p-3 ${stageClass}`}>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
        <h2 id={titleId} className="text-2xl font-bold">
          {cardTitle(item, labels)}
        </h2>
        <StatusBadge value={item.statusValue} statuses={statuses} />
        {item.statusAssignedAt && (
          <span className="text-lg text-gray-800">
            {t("inStatusSince", {
              // Never "in 33 seconds": a change just made (or a tablet clock a little behind) is "now", not the future.
              since: format.relativeTime(
                new Date(Math.min(Date.parse(item.statusAssignedAt), now.getTime())),
                now,
              ),
            })}
          </span>
        )}
        {item.isOverdue && (
          <span className="bg-bad text-bad-fg rounded-md px-2 text-lg font-bold">{t("overdue")}</span>
        )}
        {/* The line's planned finish, named as on every screen; this department's own below it when it differs. */}
        <span className="ml-auto text-lg">
          {item.dates.plannedFinish
            ? tDates("plannedFinishAt", { at: when(item.dates.plannedFinish) })
            : tDates("noPlannedFinish")}
        </span>
        {item.departmentFinishAt && item.departmentFinishAt !== item.dates.plannedFinish && (
          <span className="basis-full text-right text-base text-gray-800">
            {tDates("herePlannedFinishAt", { at: when(item.departmentFinishAt) })}
          </span>
        )}
      </div>
      <p className="mt-1 text-xl">
        <span className="font-semibold">{item.customer ?? t("unknownCustomer")}</span>
        {" · "}
        {item.product ? labels.product(item.product) : (item.description ?? t("unknownProduct"))}
        {size && ` · ${size} mm`}
        {item.mainMaterial &&
          ` · ${[item.mainMaterial.description, item.mainMaterial.color].filter(Boolean).join(", ")}`}
      </p>
      <MaterialWaitNotice item={item} />
      {item.remarks && (
        <p className="mt-1 text-lg text-gray-800">{t("remarks", { remarks: remarkText(item.remarks) })}</p>
      )}
      {item.problem && (
        <p className="text-bad mt-1 text-lg font-semibold">
          {t("problem", { remark: item.problem.remark, who: item.problem.reportedByName })}
          {item.problem.photoUrl && (
            <>
              {" "}
              <a
                className="inline-flex min-h-12 items-center underline"
                href={item.problem.photoUrl}
                target="_blank"
                rel="noreferrer"
              >
                {t("photo")}
              </a>
            </>
          )}
        </p>
      )}
      <div className="mt-2 flex flex-wrap items-center gap-3">
        {item.nextStep && (
          <Button
            className="min-h-16 min-w-48 text-2xl"
            disabled={isBusy}
            onClick={() => item.nextStep && step(item.nextStep)}
          >
            {item.nextStep === "start" ? t("start") : t("done")}
          </Button>
        )}
        {item.stage !== "on-hold" && (
          <Button variant="secondary" disabled={isBusy} onClick={() => onProblem(item)}>
            {t("reportProblem")}
          </Button>
        )}
        {item.stage === "on-hold" && onRelease && (
          <Button className="min-w-40 text-xl" onClick={() => onRelease(item)}>
            {t("releaseHold")}
          </Button>
        )}
        <Button variant="ghost" onClick={() => onDetails(item)}>
          {t("details")}
        </Button>
        {timeControls}
      </div>
      {confirming && (
        <MaterialWaitConfirm
          item={item}
          title={cardTitle(item, labels)}
          step={confirming}
          onClose={() => setConfirming(null)}
          onConfirm={() => {
            setConfirming(null);
            onStep(item, confirming);
          }}
        />
      )}
    </article>
  );
}
