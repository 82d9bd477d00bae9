// PUT /api/admin/employees/{id}/pin and …/password: a new PIN or password (204; nothing comes back).
// Either ends the employee's sessions (docs/security.md).
import { useMutation } from "@tanstack/react-query";
import { sendJson } from "@/lib/http/fetch-json";

export type SecretKind = "pin" | "password";

export const resetSecret = ({ id, kind, value }: { id: number; kind: SecretKind; value: string }) =>
  sendJson<null>(
    `/api/admin/employees/${id}/${kind}`,
    "PUT",
    kind === "pin" ? { pin: value } : { password: value },
  );

export const useResetSecret = () => useMutation({ mutationFn: resetSecret });
