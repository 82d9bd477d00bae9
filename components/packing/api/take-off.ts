// POST /api/pack/packages/{id}/take-off: take a package off its pallet.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { sendWrite } from "@/lib/outbox/outbox";
import type { PalletNode } from "@/lib/packing/pallet";
import { palletTreeQueryOptions } from "./pallet";

export const postTakeOff = (polygonPackageId: number) =>
  sendWrite<PalletNode>({
    method: "POST",
    url: `/api/pack/packages/${polygonPackageId}/take-off`,
    kind: "takeOff",
    subject: `#${polygonPackageId}`,
  });

export function useTakeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTakeOff,
    onSuccess: (tree) => queryClient.setQueryData(palletTreeQueryOptions(tree.id).queryKey, tree),
  });
}
