// /api/admin/reasons: the list (with how often each was given), create,
// change, (de)activate and delete; each write reads the list again.
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { sendJson } from "@/lib/http/fetch-json";
import { fetchJson } from "@/lib/http/fetch-json";
import type { Reason, ReasonWithUse } from "@/lib/reasons/catalogue";
import type { reasonBody, updateReasonBody } from "@/lib/reasons/schemas";
import { reasonsKey } from "@/components/floor/api/get-reasons";

export const adminReasonsQueryOptions = () =>
  queryOptions({
    queryKey: [...reasonsKey, "admin"],
    queryFn: ({ signal }) => fetchJson<ReasonWithUse[]>("/api/admin/reasons", { signal }),
  });

export const useAdminReasons = () => useQuery(adminReasonsQueryOptions());

export type NewReason = z.output<typeof reasonBody>;
export type ReasonChange = z.input<typeof updateReasonBody>;

const saveReason = ({ id, body }: { id: number | null; body: NewReason | ReasonChange }) =>
  id === null
    ? fetchJson<Reason>("/api/admin/reasons", { method: "POST", body })
    : fetchJson<Reason>(`/api/admin/reasons/${id}`, { method: "PATCH", body });

function useReasonWrite<I>(mutationFn: (input: I) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    // The tablets' buttons come from the same table.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: reasonsKey }),
  });
}

export const useSaveReason = () => useReasonWrite(saveReason);
export const useDeleteReason = () =>
  useReasonWrite((id: number) => sendJson<null>(`/api/admin/reasons/${id}`, "DELETE"));
