// POST /api/pack/undo: reverse the packer's last scan.
import { sendWrite } from "@/lib/outbox/load-outbox";
import type { UndoResult } from "@/lib/packing/undo";

/** `batchId`: the scan the packer was shown and agreed to reverse. */
export const postUndoLastScan = (batchId?: string) =>
  sendWrite<UndoResult>({
    method: "POST",
    url: "/api/pack/undo",
    body: batchId === undefined ? undefined : { batchId },
    kind: "undo",
    subject: "",
  });

/** Undoes, then reloads the polygon's panel and the pallet trees (pack-cache.ts, loaded on use). */
export async function undoLastScan(batchId?: string): Promise<UndoResult> {
  const result = await postUndoLastScan(batchId);
  (await import("./pack-cache")).refreshAfterUndo(result.polygon.id);
  return result;
}
