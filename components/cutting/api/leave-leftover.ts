// POST /api/cutting/rolls/{id}/leftover: the end of a roll, an offcut (its label on the station's printer) or waste.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import type { LeftoverOutcome } from "@/lib/cutting/rolls/offcuts";
import { cutListQueryOptions } from "./get-cut-list";

/** `print`: the label's job on the station's printer (lib/printing's answer; its sentence is all this screen shows). */
export type LeftoverAnswer = Omit<LeftoverOutcome, "label"> & { print: { message: string } | null };
export type LeftoverInput = {
  rollId: number;
  rollCode: string;
  /** As measured; absent: the planned rest (the length left) is accepted. */
  lengthMm?: number;
  device: string | null;
  printerId: number | null;
};

export const leaveLeftover = (departmentId: number, { rollId, rollCode, ...body }: LeftoverInput) =>
  sendWrite<LeftoverAnswer>({
    method: "POST",
    url: `/api/cutting/rolls/${rollId}/leftover`,
    body: { ...body, departmentId },
    kind: "leftover",
    subject: rollCode,
  });

export function useLeaveLeftover(departmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: LeftoverInput) => leaveLeftover(departmentId, input),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cutListQueryOptions(departmentId).queryKey });
    },
  });
}
