// PUT /api/admin/employees/{id}/password: a new password (204; nothing comes back). It ends the employee's sessions.
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@/lib/http/fetch-json";

export const resetPassword = ({ id, password }: { id: number; password: string }) =>
  sendJson<null>(`/api/admin/employees/${id}/password`, "PUT", { password });

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
