// GET /api/workflow: the status catalogue, the departments' workflows and the product types' Dutch names, for every screen.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ProductName } from "@/lib/workflow/product-name-schema";
import type { Workflow } from "@/lib/workflow/schemas";

export type FloorCatalogue = Workflow & { productNames: ProductName[] };

export const getWorkflow = (signal?: AbortSignal) => fetchJson<FloorCatalogue>("/api/workflow", { signal });

export const workflowQueryOptions = () =>
  queryOptions({ queryKey: ["workflow"], queryFn: ({ signal }) => getWorkflow(signal), staleTime: 60_000 });

export const useWorkflow = () => useQuery(workflowQueryOptions());
