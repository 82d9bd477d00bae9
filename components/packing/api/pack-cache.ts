// What the station's writes change in react-query's cache, with the query
// factories' keys. The station loads this module with import() when a write
// answers: its first paint needs no query, so react-query is not part of
// /pack's first load (docs/benchmarks.md, "First-load JavaScript").
import { getQueryClient } from "@/lib/query/get-query-client";
import type { PalletNode } from "@/lib/packing/pallet";
import type { PackingPanel } from "@/lib/packing/polygon-view";
import { palletTreeQueryOptions } from "./pallet";
import { packingPolygonQueryOptions } from "./polygon";

/** A pack answer carries the polygon's panel: it becomes the panel's data, nothing is fetched again. */
export function cachePackingPanel(polygonId: number, panel: PackingPanel): void {
  getQueryClient().setQueryData(packingPolygonQueryOptions(polygonId).queryKey, panel);
}

/** A pallet scan or take-off answers with the pallet's tree. */
export function cachePalletTree(tree: PalletNode): void {
  getQueryClient().setQueryData(palletTreeQueryOptions(tree.id).queryKey, tree);
}

/** After an undo: the polygon's panel, and any pallet tree (a nest or take-off may be undone). */
export function refreshAfterUndo(polygonId: number): void {
  const queryClient = getQueryClient();
  void queryClient.invalidateQueries({ queryKey: packingPolygonQueryOptions(polygonId).queryKey });
  void queryClient.invalidateQueries({ queryKey: ["pack", "pallet"] });
}
