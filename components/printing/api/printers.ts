// GET /api/printers: the label printers a tablet can choose from (ids and names).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { printerChoices } from "@/lib/printing/printer-choices";

type PrinterChoice = Awaited<ReturnType<typeof printerChoices>>[number];

export const fetchPrinterChoices = () => fetchJson<PrinterChoice[]>("/api/printers");

export const printerChoicesQueryOptions = () =>
  queryOptions({ queryKey: ["printers", "choices"], queryFn: fetchPrinterChoices, staleTime: 60_000 });

export function usePrinterChoices() {
  return useQuery(printerChoicesQueryOptions());
}
