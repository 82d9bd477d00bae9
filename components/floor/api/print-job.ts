// GET /api/print/jobs/{id}: what became of a print job this employee asked for
// (printed, or waiting and why), asked again while it waits.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PrintAnswer } from "@/lib/printing/print-request";

/** How often a waiting job is asked after: a label printing 2 s after the paper is in reads as at once. */
export const printJobPollMs = 2_000;

export const fetchPrintJob = (id: number, signal?: AbortSignal) =>
  fetchJson<PrintAnswer>(`/api/print/jobs/${id}`, { signal });

export const printJobQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["print-jobs", id],
    queryFn: ({ signal }) => fetchPrintJob(id, signal),
  });

/** The print answer, then the job's state every 2 s until it cannot change any more (printed, failed, cancelled). */
export function usePrintJob(answer: PrintAnswer) {
  return useQuery({
    ...printJobQueryOptions(answer.job.id),
    initialData: answer,
    enabled: !answer.isSettled,
    refetchInterval: (query) => (query.state.data?.isSettled ? false : printJobPollMs),
  });
}
