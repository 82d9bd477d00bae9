// POST /api/pack/packages/{id}/take-off: take a package off its pallet.
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PalletNode } from "@/lib/packing/pallet";
import { palletTreeQueryOptions } from "./pallet";

export const postTakeOff = (polygonPackageId: number) =>
  fetchJson<PalletNode>(`/api/pack/packages/${polygonPackageId}/take-off`, { method: "POST" });

export function useTakeOff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postTakeOff,
    onSuccess: (tree) => queryClient.setQueryData(palletTreeQueryOptions(tree.id).queryKey, tree),
  });
}
