// GET /api/reasons?kind: the active reasons of a kind, the buttons a tablet offers.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { Reason } from "@/lib/reasons/catalogue";
import type { ReasonKind } from "@/lib/reasons/schemas";

export const reasonsKey = ["reasons"] as const;

export const getReasons = (kind: ReasonKind, signal?: AbortSignal) =>
  fetchJson<Reason[]>(`/api/reasons?kind=${kind}`, { signal });

export const reasonsQueryOptions = (kind: ReasonKind) =>
  queryOptions({
    queryKey: [...reasonsKey, kind],
    queryFn: ({ signal }) => getReasons(kind, signal),
    staleTime: 60_000,
  });

export const useReasons = (kind: ReasonKind) => useQuery(reasonsQueryOptions(kind));
