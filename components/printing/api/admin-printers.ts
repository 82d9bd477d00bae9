// /api/admin/printers and /api/admin/print-jobs: the printers, their jobs and
// state (~HS), add/change/remove, reprint and cancel, for /admin/printers.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { sendJson } from "@/lib/http/fetch-json";
import { fetchJson } from "@/lib/http/fetch-json";
import type { printerBody } from "@/lib/printing/printer-body";
import type { printerStatus, Printer, PrintJob } from "@/lib/printing/print-service";

export type PrinterBody = z.input<typeof printerBody>;
/** Dates arrive as ISO text. */
type Json<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};
export type PrinterRow = Json<Printer>;
export type PrintJobRow = Json<PrintJob>;
export type PrinterState = Awaited<ReturnType<typeof printerStatus>>;

export const printersQueryOptions = () =>
  queryOptions({
    queryKey: ["admin", "printers"],
    queryFn: () => fetchJson<PrinterRow[]>("/api/admin/printers"),
  });

export const printJobsQueryOptions = (printerId: number) =>
  queryOptions({
    queryKey: ["admin", "printers", printerId, "jobs"],
    queryFn: () => fetchJson<PrintJobRow[]>(`/api/admin/printers/${printerId}/jobs?limit=20`),
    // Waiting jobs change on their own (the queue sends them): the list follows.
    refetchInterval: 3_000,
  });

export const usePrinters = () => useQuery(printersQueryOptions());
export const usePrintJobs = (printerId: number) => useQuery(printJobsQueryOptions(printerId));

/** Asks the printer ~HS; only on request (it opens a connection to the printer). */
export const usePrinterState = (printerId: number) =>
  useMutation({
    mutationFn: () =>
      fetchJson<{ status: PrinterState["status"]; jobs: PrinterState["jobs"] }>(
        `/api/admin/printers/${printerId}/status`,
      ),
  });

export function useSavePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: PrinterBody }) =>
      id === null
        ? fetchJson<PrinterRow>("/api/admin/printers", { method: "POST", body })
        : fetchJson<PrinterRow>(`/api/admin/printers/${id}`, { method: "PATCH", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}

export function useDeletePrinter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => sendJson<null>(`/api/admin/printers/${id}`, "DELETE"),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printersQueryOptions().queryKey }),
  });
}

export function useJobAction(printerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ jobId, action }: { jobId: number; action: "reprint" | "cancel" }) =>
      fetchJson<PrintJobRow>(`/api/admin/print-jobs/${jobId}/${action}`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printJobsQueryOptions(printerId).queryKey }),
  });
}

/** Queues a test label (the printer's name and the moment); the job list shows it. */
export function useTestPrint(printerId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      fetchJson<PrintJobRow>(`/api/admin/printers/${printerId}/test-print`, { method: "POST", body: {} }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: printJobsQueryOptions(printerId).queryKey }),
  });
}
