"use client";
// What a station adds around its scans: a ticket scan's questions (material
// still missing, the same ticket again: use-ticket-scans.tsx), "Look up" (and
// any scan while the drawer is open) shows a line without moving it, "Undo my
// last move" says first what it would reverse (line, step, who, when, with
// Keep focused) and then reverses that step (its working time too), and
// "Release hold" on an on-hold card. The screen hands its scans to `onTicket`.
import { useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { ReleaseHoldDialog } from "@/components/floor/release-hold-dialog";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { Button } from "@/components/ui/button";
import { UndoConfirmDialog } from "@/components/ui/undo-confirm-dialog";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { ApiError } from "@/lib/http/fetch-json";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { QueueItem } from "@/lib/stations/stations";
import type { UndoMovePreview } from "@/lib/stations/undo-move";
import { displayStatus } from "@/lib/workflow/display";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { getUndoMovePreview, useUndoMove } from "./api/undo-move";
import { cardTitle } from "./queue-card";
import { useTicketScans, type StationMove } from "./use-ticket-scans";

type Options = {
  departmentId: number;
  departmentName: string;
  statuses: WorkflowStatus[];
  /** The drawer's polygon, or null when it is closed. */
  detailOf: number | null;
  openDetail: (polygonId: number) => void;
  move: StationMove;
  /** The line as the loaded queue knows it (undefined when it is not loaded). */
  itemOf: (polygonId: number) => QueueItem | undefined;
};

export function useStationTools({
  departmentId,
  departmentName,
  statuses,
  detailOf,
  openDetail,
  move,
  itemOf,
}: Options) {
  const t = useTranslations("stationTools");
  const tHolds = useTranslations("holds");
  const locale = useLocale();
  const feedback = useScanFeedback();
  const isQueued = useQueuedFeedback();
  const { repeatScanConfirmSeconds } = useScannerSettings();
  const undo = useUndoMove(departmentId);
  const labels = useFloorLabels();
  const [isLookUp, setLookUp] = useState(false);
  const [releaseFor, setReleaseFor] = useState<QueueItem | null>(null);
  /** The move "Undo my last move" would reverse, shown before anything is undone. */
  const [undoPreview, setUndoPreview] = useState<UndoMovePreview | null>(null);
  const [isAsking, setAsking] = useState(false);
  const format = useFormatter();
  const labelOf = (value: number) => displayStatus(statuses, value, locale).label;
  const scans = useTicketScans({
    move,
    itemOf,
    titleOf: (polygonId) => {
      const item = itemOf(polygonId);
      return item ? cardTitle(item, labels) : ticketCode(polygonId);
    },
    onUndo: () => void onUndo(),
    repeatSeconds: repeatScanConfirmSeconds,
  });

  const onTicket = (polygonId: number) => {
    if (isLookUp || detailOf !== null) return openDetail(polygonId);
    scans.onTicket(polygonId);
  };

  /** The toolbar's undo: ask first, naming the move (the repeat-scan dialog's undo has named its line already). */
  const askUndo = async () => {
    setAsking(true);
    try {
      setUndoPreview(await getUndoMovePreview(departmentId));
    } catch (error) {
      sayUndoFailed(error);
    } finally {
      setAsking(false);
    }
  };

  const onUndo = async (moveId?: number) => {
    try {
      const result = await undo.mutateAsync(moveId);
      // A move undone is a move not made: the next scan of that ticket is a first scan again.
      scans.forget(result.productionPolygonId);
      feedback.show({
        tone: "undone",
        title: t("undone", {
          polygon: ticketCode(result.productionPolygonId),
          status: labelOf(result.statusValue),
        }),
        detail: t("undoneDetail", { department: departmentName }),
      });
    } catch (error) {
      sayUndoFailed(error);
    }
  };

  const sayUndoFailed = (error: unknown) => {
    if (isQueued(error)) return;
    if (error instanceof ApiError && error.status === 404)
      return feedback.show({ tone: "warning", title: t("nothingToUndo") });
    if (error instanceof ApiError && error.status === 409)
      return feedback.show({ tone: "error", title: t("cannotUndo"), detail: t("cannotUndoDetail") });
    feedback.show({
      tone: "error",
      title: t("cannotUndo"),
      detail: error instanceof ApiError ? error.problem.title : undefined,
    });
  };

  const toolbar = (
    <>
      <button
        type="button"
        aria-pressed={isLookUp}
        onClick={() => setLookUp((on) => !on)}
        className={`border-ink min-h-12 rounded-lg border-2 px-5 text-lg font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
          isLookUp ? "bg-ink text-white" : "bg-white"
        }`}
      >
        {t("lookUp")}
      </button>
      <Button variant="secondary" disabled={undo.isPending || isAsking} onClick={() => void askUndo()}>
        {undo.isPending ? t("undoing") : t("undo")}
      </Button>
      {isLookUp && <p className="w-full text-lg font-semibold">{t("lookUpHint")}</p>}
    </>
  );

  const dialogs = (
    <>
      {scans.dialogs}
      {undoPreview && (
        <UndoConfirmDialog
          title={t("confirmTitle")}
          intro={t("confirmIntro", { department: departmentName })}
          what={t("confirmWhat", {
            job: labels.job({
              id: undoPreview.productionPolygonId,
              projectNumber: undoPreview.projectNumber,
              lineNumber: undoPreview.lineNumber,
            }),
            step: t(`confirmStep.${undoPreview.step}`),
            when: format.dateTime(new Date(undoPreview.at), "weekdayMoment"),
          })}
          details={
            <>
              {undoPreview.previousStatusValue !== null && (
                <p className="text-xl">
                  {t("confirmStatus", {
                    from: labelOf(undoPreview.statusValue),
                    to: labelOf(undoPreview.previousStatusValue),
                  })}
                </p>
              )}
              <p className="text-xl">{t("confirmWho", { name: undoPreview.by })}</p>
            </>
          }
          keepLabel={t("confirmKeep")}
          undoLabel={t("confirmUndo")}
          onCancel={() => setUndoPreview(null)}
          onConfirm={() => {
            const moveId = undoPreview.moveId;
            setUndoPreview(null);
            void onUndo(moveId);
          }}
        />
      )}
      {releaseFor && (
        <ReleaseHoldDialog
          polygonId={releaseFor.id}
          name={cardTitle(releaseFor, labels)}
          onClose={() => setReleaseFor(null)}
          onReleased={(result) => {
            setReleaseFor(null);
            feedback.show({
              tone: "success",
              title: tHolds("released", {
                name: cardTitle(releaseFor, labels),
                status: labelOf(result.statusValue),
              }),
            });
          }}
        />
      )}
    </>
  );

  return {
    onTicket,
    /** A card's Start or Done: a scan of that ticket right after it asks first (use-ticket-scans.tsx). */
    moveByButton: scans.moveByButton,
    isScanPaused: scans.isPaused || releaseFor !== null || undoPreview !== null,
    toolbar,
    dialogs,
    release: setReleaseFor,
  };
}
