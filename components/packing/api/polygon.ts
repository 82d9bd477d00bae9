// GET /api/pack/polygons/{id}: the packing panel of one polygon (and whether its project is complete).
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PackingPanel } from "@/lib/packing/polygon-view";

export const fetchPackingPolygon = (id: number) => fetchJson<PackingPanel>(`/api/pack/polygons/${id}`);

export const packingPolygonQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["pack", "polygon", id], queryFn: () => fetchPackingPolygon(id) });

export function usePackingPolygon(id: number | null) {
  return useQuery({ ...packingPolygonQueryOptions(id ?? 0), enabled: id !== null });
}
