// POST /api/pack/polygons/{id}/packages: add a package to a polygon.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/load-outbox";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { PackageView, PolygonView } from "@/lib/packing/polygon-view";
import { packingPolygonQueryOptions } from "./polygon";

export type AddPackageInput = { productionPolygonId: number; productionPackageId?: number; amount: number };

export const postAddPackage = ({ productionPolygonId, ...body }: AddPackageInput) =>
  sendWrite<{ package: PackageView; polygon: PolygonView }>({
    method: "POST",
    url: `/api/pack/polygons/${productionPolygonId}/packages`,
    body,
    kind: "addPackage",
    subject: ticketCode(productionPolygonId),
  });

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
