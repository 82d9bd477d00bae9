// GET /api/departments/{id}/polygons/{polygonId}/product: the polygon's configured product from the CPQ.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ProductAnswer } from "@/lib/stations/product-view";

export const getPolygonProduct = (departmentId: number, polygonId: number, signal?: AbortSignal) =>
  fetchJson<ProductAnswer>(`/api/departments/${departmentId}/polygons/${polygonId}/product`, { signal });

export const polygonProductQueryOptions = (departmentId: number, polygonId: number) =>
  queryOptions({
    queryKey: ["departments", departmentId, "polygons", polygonId, "product"],
    queryFn: ({ signal }) => getPolygonProduct(departmentId, polygonId, signal),
    // The configured product does not change while it is made.
    staleTime: 5 * 60_000,
  });

export const usePolygonProduct = (departmentId: number, polygonId: number) =>
  useQuery(polygonProductQueryOptions(departmentId, polygonId));
