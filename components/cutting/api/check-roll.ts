// POST /api/cutting/rolls/{id}/check: a scanned roll label against the roll the plan cuts from (changes nothing).
import { useMutation } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { RollCheck } from "@/lib/cutting/cut-list/schemas";

export type CheckRollInput = { rollId: number; code: string };

export const checkRoll = (departmentId: number, { rollId, code }: CheckRollInput) =>
  fetchJson<RollCheck>(`/api/cutting/rolls/${rollId}/check`, {
    method: "POST",
    body: { departmentId, code },
  });

export const useCheckRoll = (departmentId: number) =>
  useMutation({ mutationFn: (input: CheckRollInput) => checkRoll(departmentId, input) });
