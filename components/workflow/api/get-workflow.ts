// GET /api/workflow: the status catalogue and the departments' workflows, for every screen.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { Workflow } from "@/lib/workflow/schemas";

export const getWorkflow = (signal?: AbortSignal) => fetchJson<Workflow>("/api/workflow", { signal });

export const workflowQueryOptions = () =>
  queryOptions({ queryKey: ["workflow"], queryFn: ({ signal }) => getWorkflow(signal), staleTime: 60_000 });

export const useWorkflow = () => useQuery(workflowQueryOptions());
