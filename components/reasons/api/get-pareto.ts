// GET /api/reasons/pareto and /api/reasons/pareto/polygons: the bars of the
// Pareto chart and the polygons behind one bar. Under the supervisor's query
// key, so a change at a tablet reads them again (use-live-updates).
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ParetoPolygons, ReasonPareto } from "@/lib/reasons/pareto";

export type ParetoFilter = { days: 7 | 30 | 90; department: string };

const search = ({ days, department }: ParetoFilter) =>
  `days=${days}&department=${encodeURIComponent(department)}`;

export const paretoQueryOptions = (filter: ParetoFilter) =>
  queryOptions({
    queryKey: ["supervisor", "reasons", "pareto", filter],
    queryFn: ({ signal }) => fetchJson<ReasonPareto>(`/api/reasons/pareto?${search(filter)}`, { signal }),
  });

export const usePareto = (filter: ParetoFilter) =>
  useQuery({ ...paretoQueryOptions(filter), placeholderData: keepPreviousData });

export const paretoPolygonsQueryOptions = (filter: ParetoFilter, reasonId: number) =>
  queryOptions({
    queryKey: ["supervisor", "reasons", "pareto-polygons", filter, reasonId],
    queryFn: ({ signal }) =>
      fetchJson<ParetoPolygons>(`/api/reasons/pareto/polygons?${search(filter)}&reasonId=${reasonId}`, {
        signal,
      }),
  });

export const useParetoPolygons = (filter: ParetoFilter, reasonId: number) =>
  useQuery(paretoPolygonsQueryOptions(filter, reasonId));
