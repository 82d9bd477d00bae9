"use client";
// The cutter's screen at a cutting station: the department's cut plan roll by
// roll. The cutter chooses a roll (the plan's first by default), scans its
// label to confirm it, scans each piece's job ticket as it is cut, and at the
// end of the roll says what is left: an offcut with its label (on the
// station's printer, else from the browser), or waste.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/http/fetch-json";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { useCutList } from "./api/get-cut-list";
import { useCutListLive } from "./api/use-cut-list-live";
import { useLeaveLeftover, type LeftoverAnswer } from "./api/leave-leftover";
import { LeftoverDialog } from "./leftover-dialog";
import { LeftoverOutcome } from "./leftover-outcome";
import { RollCard } from "./roll-card";
import { useCutListScans } from "./use-cut-list-scans";
import { usePlanUpdated } from "./use-plan-updated";

const metres = (mm: number) => (mm / 1000).toFixed(1);

export function CutListScreen({ departmentId, offcutMinMm }: { departmentId: number; offcutMinMm: number }) {
  const t = useTranslations("cutList");
  const list = useCutList(departmentId);
  useCutListLive(departmentId);
  const isPlanUpdated = usePlanUpdated(list.data?.planKey);
  const leftover = useLeaveLeftover(departmentId);
  const settings = useScannerSettings();
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [isLeaving, setLeaving] = useState(false);
  const [ended, setEnded] = useState<{ answer: LeftoverAnswer; wasteMm: number } | null>(null);

  const rolls = list.data?.fabrics.flatMap((f) => f.rolls) ?? [];
  const target =
    rolls.find((r) => r.rollId === chosenId) ?? (chosenId === null ? rolls[0] : undefined) ?? null;
  const scans = useCutListScans({ departmentId, target, isPaused: isLeaving });
  const { confirmed, verdict } = scans;

  const leave = (lengthMm?: number) => {
    if (!confirmed) return;
    const input = { rollId: confirmed.rollId, rollCode: confirmed.code, lengthMm };
    leftover.mutate(
      { ...input, device: settings.deviceName || null, printerId: settings.printerId },
      {
        onSuccess: (answer) => {
          setLeaving(false);
          setEnded({ answer, wasteMm: lengthMm ?? confirmed.lengthLeftMm });
          scans.reset();
          setChosenId(null);
        },
        onError: (error) => {
          setLeaving(false);
          if (isQueued(error)) return;
          const detail = error instanceof ApiError ? error.problem.detail : undefined;
          feedback.show({ tone: "error", title: t("feedback.failed"), detail });
        },
      },
    );
  };

  return (
    <div className="flex flex-col gap-6">
      {confirmed && (
        <section
          aria-label={t("confirmedRoll", { code: confirmed.code })}
          className="border-ok flex flex-wrap items-center gap-4 rounded-xl border-4 bg-green-50 p-4"
        >
          <h2 className="text-2xl font-bold">{t("confirmedRoll", { code: confirmed.code })}</h2>
          <p className="text-xl">{t("lengthLeft", { length: confirmed.lengthLeftMm })}</p>
          {!rolls.some((r) => r.rollId === confirmed.rollId) && !list.isFetching && (
            <p className="text-xl font-semibold">{t("nothingLeftHere")}</p>
          )}
          <Button className="ml-auto" onClick={() => setLeaving(true)}>
            {t("endRoll")}
          </Button>
        </section>
      )}
      {ended && (
        <LeftoverOutcome
          key={ended.answer.roll.id}
          departmentId={departmentId}
          answer={ended.answer}
          wasteMm={ended.wasteMm}
        />
      )}
      {isPlanUpdated && (
        <p role="status" className="rounded-xl border-2 border-blue-700 bg-blue-50 p-3 text-xl font-semibold">
          {t("planUpdated")}
        </p>
      )}
      {list.isPending && <p className="text-xl">{t("loading")}</p>}
      {list.error && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {t("loadFailed")}
        </p>
      )}
      {list.data && list.data.fabrics.every((f) => f.rolls.length === 0) && (
        <p className="text-xl">{t("empty")}</p>
      )}
      {list.data?.fabrics
        .filter((fabric) => fabric.rolls.length > 0 || fabric.unplanned.length > 0)
        .map((fabric) => {
          const name = fabric.materialName ?? (fabric.materialCode || "—");
          return (
            <section key={fabric.materialCode} aria-label={name} className="flex flex-col gap-3">
              <h2 className="text-2xl font-bold">
                {fabric.materialCode ? t("fabric", { name, code: fabric.materialCode }) : t("unplannedLabel")}
              </h2>
              {fabric.rolls.length > 0 && (
                <p className="text-lg">
                  {t("usedAgainstBound", { used: metres(fabric.usedMm), bound: metres(fabric.lowerBoundMm) })}
                </p>
              )}
              <ul aria-label={t("rollsLabel", { name })} className="flex flex-col gap-3">
                {fabric.rolls.map((roll) => (
                  <RollCard
                    key={roll.rollId}
                    roll={roll}
                    state={
                      confirmed?.rollId === roll.rollId
                        ? "confirmed"
                        : target?.rollId === roll.rollId
                          ? "selected"
                          : "idle"
                    }
                    verdict={verdict?.rollId === roll.rollId ? verdict : null}
                    onSelect={() => {
                      scans.reset();
                      setChosenId(roll.rollId);
                    }}
                  />
                ))}
              </ul>
              {fabric.unplanned.length > 0 && (
                <ul aria-label={t("unplannedLabel")} className="text-lg">
                  {fabric.unplanned.map((u) => (
                    <li key={u.productionPolygonId}>
                      {t("unplanned", { ticket: ticketCode(u.productionPolygonId), reason: u.reason })}
                    </li>
                  ))}
                </ul>
              )}
            </section>
          );
        })}
      {isLeaving && confirmed && (
        <LeftoverDialog
          code={confirmed.code}
          plannedRestMm={confirmed.lengthLeftMm}
          offcutMinMm={offcutMinMm}
          isBusy={leftover.isPending}
          onLeave={leave}
          onClose={() => setLeaving(false)}
        />
      )}
    </div>
  );
}
