// POST /api/cutting/rolls/{id}/leftover: the end of a roll, an offcut (its label on the station's printer) or waste.
import type { ComponentProps } from "react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PrintProgress } from "@/components/floor/print-progress";
import { sendWrite } from "@/lib/outbox/outbox";
import type { LeftoverOutcome } from "@/lib/cutting/rolls/offcuts";
import { cutListQueryOptions } from "./get-cut-list";

/** `print`: the label's job on the station's printer (lib/printing's answer, as the stations' print progress reads it); null: no printer. */
export type LeftoverAnswer = Omit<LeftoverOutcome, "label"> & {
  print: ComponentProps<typeof PrintProgress>["answer"] | null;
};
export type LeftoverInput = {
  rollId: number;
  rollCode: string;
  /** As measured; absent: the planned rest (the length left) is accepted. */
  lengthMm?: number;
  /** A leftover far below the length left, confirmed by the cutter (else the route answers 409). */
  confirmed?: boolean;
  /** Where the offcut goes; absent: where the roll lay. */
  place?: string;
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
