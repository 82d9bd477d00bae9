// GET /api/printers?device=&departmentId=: the label printers a tablet can
// choose from (ids and names): those serving this device or its department, else all.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PrinterChoices, PrinterChoicesQuery } from "@/lib/printing/printer-choices";

export const fetchPrinterChoices = ({ device, departmentId }: PrinterChoicesQuery, signal?: AbortSignal) => {
  const query = new URLSearchParams();
  if (device) query.set("device", device);
  if (departmentId !== undefined) query.set("departmentId", String(departmentId));
  const search = query.size ? `?${query.toString()}` : "";
  return fetchJson<PrinterChoices>(`/api/printers${search}`, { signal });
};

export const printerChoicesQueryOptions = (station: PrinterChoicesQuery) =>
  queryOptions({
    queryKey: ["printers", "choices", station.device ?? "", station.departmentId ?? null],
    queryFn: ({ signal }) => fetchPrinterChoices(station, signal),
    staleTime: 60_000,
  });

export function usePrinterChoices(station: PrinterChoicesQuery) {
  return useQuery(printerChoicesQueryOptions(station));
}
