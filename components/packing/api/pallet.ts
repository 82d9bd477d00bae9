// GET /api/pack/pallet/{id}: the tree of packages on a pallet.
import { queryOptions, useQuery } from "@tanstack/react-query";
import { fetchJson } from "@/lib/http/fetch-json";
import type { PalletNode } from "@/lib/packing/pallet";

export const fetchPalletTree = (id: number) => fetchJson<PalletNode>(`/api/pack/pallet/${id}`);

export const palletTreeQueryOptions = (id: number) =>
  queryOptions({ queryKey: ["pack", "pallet", id], queryFn: () => fetchPalletTree(id) });

export function usePalletTree(id: number | null) {
  return useQuery({ ...palletTreeQueryOptions(id ?? 0), enabled: id !== null });
}
