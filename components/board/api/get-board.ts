// GET /api/board: the wall board's numbers per department.
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { BoardWithPlan } from "@/lib/board/planned-today";
import { fetchJson } from "@/lib/http/fetch-json";

export const boardQueryKey = ["board"] as const;

export const getBoard = (signal?: AbortSignal) => fetchJson<BoardWithPlan>("/api/board", { signal });

export const boardQueryOptions = () =>
  queryOptions({ queryKey: boardQueryKey, queryFn: ({ signal }) => getBoard(signal) });

export const useBoard = () => useQuery({ ...boardQueryOptions(), staleTime: 0 });
