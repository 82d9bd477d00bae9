// PATCH /api/work-time/entries/{id}: a supervisor's correction of an entry's start and end.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import { workTimeKey } from "@/components/floor/api/get-my-timer";

export type Correction = { id: number; startedAt: string; endedAt: string | null };

export function useCorrectEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...times }: Correction) =>
      fetchJson<unknown>(`/api/work-time/entries/${id}`, { method: "PATCH", body: times }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workTimeKey }),
  });
}
