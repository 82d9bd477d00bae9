// POST …/lines/{polygonId}/results and …/pass: a line's check result, or a
// supervisor's pass, sent through the tablet's outbox (one JSON request with its
// Idempotency-Key, photos as base64: kept and sent exactly once when offline).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/load-outbox";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { PassBody, QualityResult, ResultBody } from "@/lib/quality/schemas";

type Line = { departmentId: number; productionPolygonId: number };

const lineUrl = ({ departmentId, productionPolygonId }: Line) =>
  `/api/quality/departments/${departmentId}/lines/${productionPolygonId}`;

export const sendResult = (line: Line, body: ResultBody) =>
  sendWrite<QualityResult>({
    method: "POST",
    url: `${lineUrl(line)}/results`,
    body,
    kind: "quality",
    subject: ticketCode(line.productionPolygonId),
  });

export const sendSupervisorPass = (line: Line, body: PassBody) =>
  sendWrite<QualityResult>({
    method: "POST",
    url: `${lineUrl(line)}/pass`,
    body,
    kind: "quality",
    subject: ticketCode(line.productionPolygonId),
  });

export function useSendResult() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Line & ({ pass: PassBody } | { result: ResultBody })) =>
      "pass" in input ? sendSupervisorPass(input, input.pass) : sendResult(input, input.result),
    // A failed line left this queue for another (or went on hold): every list is read again,
    // without holding the dialog until they are (bench:quality-photo: 185 / 769 ms median / p95).
    onSettled: () => void queryClient.invalidateQueries(),
  });
}
