// /api/quality/checklists: the admin's checklists per department and product
// type: the list, create, replace (PUT) and delete.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { fetchJson, sendJson } from "@/lib/http/fetch-json";
import type { Checklist, checklistBody } from "@/lib/quality/schemas";

const checklistsKey = ["quality", "checklists"] as const;

export const checklistsQueryOptions = () =>
  queryOptions({
    queryKey: checklistsKey,
    queryFn: ({ signal }) => fetchJson<{ checklists: Checklist[] }>("/api/quality/checklists", { signal }),
  });

export const useChecklists = () => useQuery(checklistsQueryOptions());

export type ChecklistInput = z.input<typeof checklistBody>;

const saveChecklist = ({ id, body }: { id: number | null; body: ChecklistInput }) =>
  id === null
    ? fetchJson<Checklist>("/api/quality/checklists", { method: "POST", body })
    : fetchJson<Checklist>(`/api/quality/checklists/${id}`, { method: "PUT", body });

function useChecklistWrite<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The stations read their checks per line: those are read again too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["quality"] }),
  });
}

export const useSaveChecklist = () => useChecklistWrite(saveChecklist);
export const useDeleteChecklist = () =>
  useChecklistWrite((id: number) => sendJson<null>(`/api/quality/checklists/${id}`, "DELETE"));
