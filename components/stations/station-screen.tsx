"use client";
// A department's station: the counts, the queue as a virtualised list (a
// department can hold thousands of polygons; pages load as it scrolls), a
// job-ticket scan or a card's button moves a polygon one step, Report a
// problem puts it on hold, Details opens its history and packages.
import { useEffect, useRef, useState } from "react";
import { useVirtualizer } from "@tanstack/react-virtual";
import { useTranslations } from "next-intl";
import { CameraScanner } from "@/components/scan/camera-scanner";
import { useScanner } from "@/components/scan/scan-provider";
import { DirectPrintButton } from "@/components/printing/direct-print-button";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import type { DepartmentQueue, QueueItem } from "@/lib/stations/stations";
import { useAdvancePolygon } from "./api/advance-polygon";
import { useDepartmentQueue } from "./api/get-department-queue";
import { PolygonDrawer } from "./polygon-drawer";
import { ProblemDialog } from "./problem-dialog";
import { QueueCard } from "./queue-card";
import { QueueCounts } from "./queue-counts";
import { useStationFeedback } from "./use-station-feedback";

export function StationScreen({
  departmentId,
  departmentName,
  initialPage,
}: {
  departmentId: number;
  departmentName: string;
  /** The queue's first page, read by the server with the screen (absent when it could not be). */
  initialPage?: DepartmentQueue;
}) {
  const t = useTranslations("station");
  const queue = useDepartmentQueue(departmentId, initialPage);
  const workflow = useWorkflow();
  const advance = useAdvancePolygon(departmentId);
  const feedback = useStationFeedback(departmentName);
  const [problemFor, setProblemFor] = useState<QueueItem | null>(null);
  const [detailOf, setDetailOf] = useState<number | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const items = queue.data?.pages.flatMap((page) => page.items) ?? [];
  const first = queue.data?.pages[0];
  const statuses = workflow.data?.statuses ?? [];

  const move = (productionPolygonId: number, step?: "start" | "finish") =>
    advance.mutate(
      { productionPolygonId, step },
      {
        onSuccess: (result) => feedback.moved(result),
        onError: (error) => feedback.failed(productionPolygonId, error),
      },
    );

  useScanner({
    accepts: ["job-ticket"],
    enabled: problemFor === null,
    onScan: (scan) => {
      if (scan.kind === "job-ticket") move(scan.productionPolygonId);
    },
  });

  // The React Compiler skips this component (TanStack Virtual's documented use); nothing here relies on memoizing it.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => listRef.current,
    estimateSize: () => 190,
    overscan: 4,
    getItemKey: (index) => items[index]?.id ?? index,
  });
  const virtualItems = virtualizer.getVirtualItems();
  const lastIndex = virtualItems[virtualItems.length - 1]?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = queue;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && lastIndex >= items.length - 10) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, lastIndex, items.length]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-4">
        <p className="text-xl font-semibold">{t("scanHint")}</p>
        <CameraScanner className="ml-auto" />
        <DirectPrintButton
          label={t("printTickets")}
          variant="secondary"
          target={{ kind: "department-tickets", departmentId, offset: 0 }}
          departmentId={departmentId}
          fallbackHref={`/stations/${departmentId}/tickets`}
        />
      </div>
      {first && <QueueCounts counts={first.counts} />}
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
      <div
        ref={listRef}
        role="region"
        aria-label={t("queueLabel", { count: first?.total ?? 0 })}
        tabIndex={0}
        className="overflow-y-auto rounded-lg border-2 border-gray-300 bg-gray-100"
        style={{ height: "max(20rem, calc(100dvh - 21rem))" }}
      >
        <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
          {virtualItems.map((row) => {
            const item = items[row.index];
            if (!item) return null;
            return (
              <div
                key={row.key}
                data-index={row.index}
                ref={virtualizer.measureElement}
                className="absolute left-0 w-full p-2"
                style={{ transform: `translateY(${row.start}px)` }}
              >
                <QueueCard
                  item={item}
                  statuses={statuses}
                  isBusy={advance.isPending && advance.variables.productionPolygonId === item.id}
                  onStep={(card, step) => move(card.id, step)}
                  onProblem={setProblemFor}
                  onDetails={(card) => setDetailOf(card.id)}
                />
              </div>
            );
          })}
        </div>
      </div>
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
