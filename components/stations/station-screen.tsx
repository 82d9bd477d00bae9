"use client";
// A department's station: the counts, the queue as a virtualised list (a
// department can hold thousands of polygons; pages load as it scrolls), a
// job-ticket scan or a card's button moves a polygon one step, Report a
// problem puts it on hold, Details opens its history and packages.
import { useState, type ReactNode } from "react";
import { useTranslations } from "next-intl";
import { CameraScanner } from "@/components/scan/camera-scanner";
import { useScanner } from "@/components/scan/scan-provider";
import { DirectPrintButton } from "@/components/floor/direct-print-button";
import { TicketChoices } from "@/components/tickets/ticket-choices";
import { ticketQuery } from "@/components/tickets/ticket-query";
import { VirtualList } from "@/components/ui/virtual-list";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import { useInvalidateWorkTime } from "@/components/floor/api/job-time-step";
import { BadgeSwitchDialog } from "@/components/floor/badge-switch-dialog";
import { JobTime } from "@/components/floor/job-time";
import type { DepartmentQueue, QueueItem } from "@/lib/stations/stations";
import { useAdvancePolygon } from "./api/advance-polygon";
import { useDepartmentQueue } from "./api/get-department-queue";
import { useStationLive } from "./api/use-station-live";
import { PolygonDrawer } from "./polygon-drawer";
import { ProblemDialog } from "./problem-dialog";
import { cardTitle, QueueCard } from "./queue-card";
import { QueueCounts } from "./queue-counts";
import { useStationTools } from "./station-tools";
import { useStationFeedback } from "./use-station-feedback";
import { CutListRefusalDialog, cutListRefusalOf, type CutListRefusal } from "./cut-list-refusal";
import { materialWaitOf, type StepOutcome } from "./step-outcome";
import type { StationMove } from "./use-ticket-scans";
import { QueuedWriteError } from "@/lib/outbox/queued-write-error";
import { ticketCode } from "@/lib/polygons/ticket-code";
import { isChecksRequired, useChecksGate } from "@/components/floor/checks-gate";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";

export function StationScreen({
  departmentId,
  departmentName,
  initialPage,
  isSupervisor = false,
  extraTools,
}: {
  /** The page's own way to related screens (a cutting station's Cut list). */
  extraTools?: ReactNode;
  /**
   * Supervisors release holds at every station; operators where the workflow allows it. A supervisor
   * may also finish a line whose pieces are on the Cut list, asked first (audited; the station's
   * steps take operators and supervisors, so an admin who is neither never gets that far).
   */
  isSupervisor?: boolean;
  departmentId: number;
  departmentName: string;
  /** The queue's first page, read by the server with the screen (absent when it could not be). */
  initialPage?: DepartmentQueue;
}) {
  const t = useTranslations("station");
  const queue = useDepartmentQueue(departmentId, initialPage);
  // Live: a change at another tablet or the supervisor's reaches this queue within a second.
  const stream = useStationLive(departmentId);
  const workflow = useWorkflow();
  const advance = useAdvancePolygon(departmentId);
  const feedback = useStationFeedback(departmentName);
  const [problemFor, setProblemFor] = useState<QueueItem | null>(null);
  const [detailOf, setDetailOf] = useState<number | null>(null);
  // A badge scanned here offers to switch the operator (components/work-time).
  const [badgeCode, setBadgeCode] = useState<string | null>(null);
  const invalidateWorkTime = useInvalidateWorkTime();
  const [idsInView, setIdsInView] = useState<number[]>([]);
  const checksGate = useChecksGate();
  const [cutListRefusal, setCutListRefusal] = useState<(CutListRefusal & { polygonId: number }) | null>(null);
  const labels = useFloorLabels();

  const first = queue.data?.pages[0];
  const statuses = workflow.data?.statuses ?? [];

  // Answers what became of the step, for a scan's next question (use-ticket-scans.tsx).
  const move: StationMove = (productionPolygonId, step, options) =>
    advance.mutateAsync({ productionPolygonId, step, ...options }).then(
      (result): StepOutcome => {
        feedback.moved(result);
        void invalidateWorkTime();
        return { kind: "moved", step: result.step };
      },
      (error: unknown): StepOutcome => {
        const wait = materialWaitOf(error);
        if (wait) return { kind: "material", ...wait };
        // Done waits for the line's quality checks: they open, and a pass sends the Done again.
        if (checksGate && isChecksRequired(error)) {
          checksGate.open({
            departmentId,
            productionPolygonId,
            title: titleOf(productionPolygonId),
            onPassed: () => void tools.moveByButton(productionPolygonId, "finish"),
          });
          return { kind: "checks" };
        }
        // Done for a line with pieces on the Cut list: a supervisor is asked (an operator is sent there).
        const refusal = isSupervisor ? cutListRefusalOf(error) : null;
        if (refusal) {
          setCutListRefusal({ ...refusal, polygonId: productionPolygonId });
          return { kind: "cut-list" };
        }
        feedback.failed(productionPolygonId, error);
        return { kind: error instanceof QueuedWriteError ? "queued" : "failed" };
      },
    );
  const itemOf = (polygonId: number) =>
    queue.data?.pages.flatMap((page) => page.items).find((item) => item.id === polygonId);
  const titleOf = (polygonId: number) => {
    const item = itemOf(polygonId);
    return item ? cardTitle(item, labels) : ticketCode(polygonId);
  };

  const tools = useStationTools({
    departmentId,
    departmentName,
    statuses,
    detailOf,
    openDetail: setDetailOf,
    move,
    itemOf,
  });
  const mayRelease = isSupervisor || first?.workflow?.operatorMayRelease === true;

  useScanner({
    accepts: ["job-ticket", "badge"],
    enabled:
      problemFor === null &&
      !tools.isScanPaused &&
      badgeCode === null &&
      cutListRefusal === null &&
      !checksGate?.isOpen,
    onScan: (scan) => {
      if (scan.kind === "job-ticket") tools.onTicket(scan.productionPolygonId);
      if (scan.kind === "badge") setBadgeCode(scan.badgeCode);
    },
  });

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-xl font-semibold">{t("scanHint")}</p>
        {tools.toolbar}
        {extraTools}
        <CameraScanner className="ml-auto" />
        <DirectPrintButton
          label={t("printTickets")}
          variant="secondary"
          target={{ kind: "department-tickets", departmentId, offset: 0, select: "waiting" }}
          departmentId={departmentId}
          fallbackHref={`/stations/${departmentId}/tickets${ticketQuery("a6", { kind: "waiting" })}`}
        />
        <TicketChoices
          departmentId={departmentId}
          idsInView={idsInView}
          waiting={first?.counts.waiting ?? 0}
        />
      </div>
      {/* data-stream: whether the change stream is open (what a test waits for before a change elsewhere). */}
      {first && (
        <div data-stream={stream}>
          <QueueCounts counts={first.counts} />
        </div>
      )}
      {first && first.workflow === null && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {t("noWorkflow")}
        </p>
      )}
      {queue.error && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {t("loadFailed")}
        </p>
      )}
      {queue.isPending && <p className="text-xl">{t("loading")}</p>}
      {first && first.total === 0 && first.workflow && <p className="text-xl">{t("empty")}</p>}
      <VirtualList
        label={t("queueLabel", { count: first?.total ?? 0 })}
        pages={queue}
        keyOf={(item) => item.id}
        estimateSize={190}
        style={{ height: "max(20rem, calc(100dvh - 21rem))" }}
        className="bg-gray-100"
        itemClassName="p-2"
        onVisible={(items) => setIdsInView(items.map((item) => item.id))}
        renderItem={(item) => (
          <QueueCard
            item={item}
            statuses={statuses}
            isBusy={advance.isPending && advance.variables.productionPolygonId === item.id}
            onStep={(card, step) => void tools.moveByButton(card.id, step)}
            onProblem={setProblemFor}
            onDetails={(card) => setDetailOf(card.id)}
            onRelease={mayRelease ? tools.release : undefined}
            timeControls={
              item.stage === "started" && (
                <JobTime departmentId={departmentId} productionPolygonId={item.id} />
              )
            }
          />
        )}
      />
      {problemFor && (
        <ProblemDialog
          departmentId={departmentId}
          item={problemFor}
          onClose={() => setProblemFor(null)}
          onReported={(item) => {
            setProblemFor(null);
            feedback.problemReported(item.id);
          }}
        />
      )}
      {tools.dialogs}
      {cutListRefusal && (
        <CutListRefusalDialog
          refusal={cutListRefusal}
          lineTitle={titleOf(cutListRefusal.polygonId)}
          onClose={() => setCutListRefusal(null)}
          onOverride={() => {
            setCutListRefusal(null);
            void tools.moveByButton(cutListRefusal.polygonId, "finish", { isCutListOverride: true });
          }}
        />
      )}
      {badgeCode !== null && (
        <BadgeSwitchDialog
          badgeCode={badgeCode}
          departmentId={departmentId}
          onClose={() => setBadgeCode(null)}
        />
      )}
      {detailOf !== null && (
        <PolygonDrawer
          departmentId={departmentId}
          polygonId={detailOf}
          statuses={statuses}
          onClose={() => setDetailOf(null)}
        />
      )}
    </div>
  );
}
