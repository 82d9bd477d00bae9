// GET /api/departments/{id}/polygons/{polygonId}: a polygon's order-spec item, history, packages and problems.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PolygonDetail } from "@/lib/polygons/polygon-detail";

export const getStationPolygon = (departmentId: number, polygonId: number, signal?: AbortSignal) =>
  fetchJson<PolygonDetail>(`/api/departments/${departmentId}/polygons/${polygonId}`, { signal });

export const stationPolygonQueryOptions = (departmentId: number, polygonId: number) =>
  queryOptions({
    queryKey: ["departments", departmentId, "polygons", polygonId],
    queryFn: ({ signal }) => getStationPolygon(departmentId, polygonId, signal),
  });

export const useStationPolygon = (departmentId: number, polygonId: number) =>
  useQuery(stationPolygonQueryOptions(departmentId, polygonId));
