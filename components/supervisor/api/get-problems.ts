// GET /api/supervisor/problems: polygons on hold with the problem reported, newest first.
import { infiniteQueryOptions, useInfiniteQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ProblemList } from "@/lib/supervisor/problems";
import { nextOffset, supervisorPageSize } from "./paged";

export const getProblemsPage = (offset: number, signal?: AbortSignal) =>
  fetchJson<ProblemList>(`/api/supervisor/problems?offset=${offset}&limit=${supervisorPageSize}`, { signal });

export const problemsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: ["supervisor", "problems"],
    queryFn: ({ pageParam, signal }) => getProblemsPage(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  });

export const useProblems = () => useInfiniteQuery(problemsQueryOptions());
