// POST /api/cutting/rolls/{id}/set-aside: a planned roll missing or damaged, set aside with its length (through the outbox).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Roll } from "@/lib/cutting/rolls/rolls-store";
import { sendWrite } from "@/lib/outbox/outbox";
import { cutListQueryOptions } from "./get-cut-list";

export type SetAsideInput = {
  rollId: number;
  rollCode: string;
  reason: "missing" | "damaged";
  note: string;
  goodLengthMm?: number;
};

export const setRollAside = (departmentId: number, { rollId, rollCode, ...body }: SetAsideInput) =>
  sendWrite<{ roll: Roll }>({
    method: "POST",
    url: `/api/cutting/rolls/${rollId}/set-aside`,
    body: { ...body, departmentId },
    // It ends the roll's part in the plan, as the end of a roll does.
    kind: "leftover",
    subject: rollCode,
  });

export function useSetRollAside(departmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetAsideInput) => setRollAside(departmentId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cutListQueryOptions(departmentId).queryKey });
    },
  });
}
