// POST /api/pack/polygons/{id}/packages: add a package to a polygon.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PackageView, PolygonView } from "@/lib/packing/polygon-view";
import { packingPolygonQueryOptions } from "./polygon";

export type AddPackageInput = { productionPolygonId: number; productionPackageId?: number; amount: number };

export const postAddPackage = ({ productionPolygonId, ...body }: AddPackageInput) =>
  fetchJson<{ package: PackageView; polygon: PolygonView }>(
    `/api/pack/polygons/${productionPolygonId}/packages`,
    {
      method: "POST",
      body,
    },
  );

export function useAddPackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postAddPackage,
    onSuccess: (result) =>
      void queryClient.invalidateQueries({
        queryKey: packingPolygonQueryOptions(result.polygon.id).queryKey,
      }),
  });
}
