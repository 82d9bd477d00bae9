// POST /api/materials/{id}/defect: report a defect (with a remark) or its repair.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { ProductionPolygonProjectMaterial } from "@/lib/production-api/schemas";
import { matchingKey } from "./keys";

export type SetDefectInput =
  { id: number; hasDefect: true; remark: string } | { id: number; hasDefect: false };

export const postSetDefect = ({ id, ...body }: SetDefectInput) =>
  fetchJson<ProductionPolygonProjectMaterial>(`/api/materials/${id}/defect`, { method: "POST", body });

export function useSetDefect() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postSetDefect,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: matchingKey }),
  });
}
