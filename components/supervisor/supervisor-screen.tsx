"use client";
// The live supervisor screen: work in progress, overdue, unmatched, problems,
// throughput, the reasons' Pareto chart, the first-pass yield and the fabric figures (given by the
// page: they are the reasons', the quality checks' and the cutting feature's), read again on every change at a tablet (SSE) and
// every poll interval.
import type { ReactNode } from "react";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import type { UnmatchedList } from "@/lib/supervisor/unmatched";
import type { WorkInProgress } from "@/lib/supervisor/work-in-progress";
import { useLiveUpdates } from "./api/use-live-updates";
import { OverduePanel } from "./overdue-panel";
import { ProblemsPanel } from "./problems-panel";
import { ThroughputChart } from "./throughput-chart";
import { UnmatchedPanel } from "./unmatched-panel";
import { WorkInProgressPanel } from "./work-in-progress-panel";

export function SupervisorScreen({
  pollSeconds,
  pageTitle,
  renderedAt,
  initial,
  pareto,
  fabric,
  quality,
}: {
  pollSeconds: number;
  pageTitle: string;
  /** When the server made the page (epoch ms, its clock). */
  renderedAt: number;
  /** What the first screen shows, read by the server with the page (each absent when it could not be). */
  initial: { workInProgress?: WorkInProgress; unmatched?: UnmatchedList };
  /** The reasons' Pareto chart, composed by the page. */
  pareto: ReactNode;
  /** The fabric figures, composed by the page. */
  fabric: ReactNode;
  /** The quality checks' first-pass yield, composed by the page (components/quality). */
  quality?: ReactNode;
}) {
  useLiveUpdates(pollSeconds, renderedAt);
  const statuses = useWorkflow().data?.statuses ?? [];
  return (
    <div className="flex flex-col gap-8">
      <WorkInProgressPanel statuses={statuses} initial={initial.workInProgress} />
      <div className="grid gap-8 xl:grid-cols-2">
        <OverduePanel statuses={statuses} />
        <ProblemsPanel statuses={statuses} />
      </div>
      <UnmatchedPanel pageTitle={pageTitle} initialPage={initial.unmatched} />
      <ThroughputChart />
      {pareto}
      {quality}
      {fabric}
    </div>
  );
}
