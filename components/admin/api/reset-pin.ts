// PUT /api/admin/employees/{id}/pin: a new PIN (204; nothing comes back).
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@/lib/http/fetch-json";

export const resetPin = ({ id, pin }: { id: number; pin: string }) =>
  sendJson<null>(`/api/admin/employees/${id}/pin`, "PUT", { pin });

export const useResetPin = () => useMutation({ mutationFn: resetPin });
