// POST /api/pack/packages/{id}/take-off: take a package off its pallet.
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { PalletNode } from "@/lib/packing/pallet";

export const postTakeOff = (polygonPackageId: number) =>
  sendWrite<PalletNode>({
    method: "POST",
    url: `/api/pack/packages/${polygonPackageId}/take-off`,
    kind: "takeOff",
    subject: `#${polygonPackageId}`,
  });

/** Takes it off; the pallet's tree in the answer becomes the tree's query data (pack-cache.ts, loaded on use). */
export async function takeOff(polygonPackageId: number): Promise<PalletNode> {
  const tree = await postTakeOff(polygonPackageId);
  (await import("./pack-cache")).cachePalletTree(tree);
  return tree;
}
