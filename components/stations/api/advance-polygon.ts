// POST /api/departments/{id}/polygons/{polygonId}/advance|start|finish: one step in the department (a scan, or a button's own step).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/load-outbox";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { advancePolygon as advance } from "@/lib/stations/station-moves";
import { departmentQueueQueryOptions } from "./get-department-queue";

export type AdvanceResult = Awaited<ReturnType<typeof advance>>;
export type AdvanceInput = {
  productionPolygonId: number;
  step?: "start" | "finish";
  /** A scan's "go on anyway" for a line still waiting for material (the buttons ask on the card). */
  isMaterialConfirmed?: boolean;
  /** A supervisor's Done for a line with pieces on the Cut list, asked first (cut-list-refusal.tsx; audited). */
  isCutListOverride?: boolean;
};

const stepQuery = ({ isMaterialConfirmed, isCutListOverride }: AdvanceInput) => {
  const query = new URLSearchParams();
  if (isMaterialConfirmed) query.set("material", "confirmed");
  if (isCutListOverride) query.set("cutList", "override");
  const text = query.toString();
  return text ? `?${text}` : "";
};

export const advancePolygon = (departmentId: number, input: AdvanceInput) =>
  sendWrite<AdvanceResult>({
    method: "POST",
    url: `/api/departments/${departmentId}/polygons/${input.productionPolygonId}/${input.step ?? "advance"}${stepQuery(input)}`,
    kind: input.step ?? "advance",
    subject: ticketCode(input.productionPolygonId),
  });

export function useAdvancePolygon(departmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AdvanceInput) => advancePolygon(departmentId, input),
    // Not awaited: offline the queue's refetch waits for the network, and the scan's
    // own onError ("Saved, will send") would wait with it.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: departmentQueueQueryOptions(departmentId).queryKey });
    },
  });
}
