// GET /api/quality/departments/{id}/lines/{polygonId}: what the check dialog
// needs (the checks with the order's target, reasons, where a failed line may go).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { StationChecks } from "@/lib/quality/schemas";

export const stationChecksQueryOptions = (departmentId: number, productionPolygonId: number) =>
  queryOptions({
    queryKey: ["quality", "station", departmentId, productionPolygonId],
    queryFn: ({ signal }) =>
      fetchJson<StationChecks>(`/api/quality/departments/${departmentId}/lines/${productionPolygonId}`, {
        signal,
      }),
    // Read fresh when the dialog opens: a visit's result may have come from another tablet.
    staleTime: 0,
  });

export const useStationChecks = (departmentId: number, productionPolygonId: number) =>
  useQuery(stationChecksQueryOptions(departmentId, productionPolygonId));
