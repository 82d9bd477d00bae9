"use client";
// The station's "undo last scan": it always shows first what it would reverse
// (package, line, who, when: the scan may be from another session, or from
// before an orange "already packed" that changed nothing) and asks; after an
// undo the packer may say why (the undone polygon, until they are done).
import { useRef, useState } from "react";
import type { UndoPreview } from "@/lib/packing/undo-preview";
import { undoLastScan } from "./api/undo-last-scan";
import type { usePackFeedback } from "./use-pack-feedback";

type Say = ReturnType<typeof usePackFeedback>;

/** `show`: the polygon to open after an undo, with the package to highlight. */
export function useUndoFlow(say: Say, show: (polygonId: number, highlightId: number | null) => void) {
  const [isPending, setIsPending] = useState(false);
  /** The polygon whose scan was just undone: the packer may say why (optional). */
  const [undoneId, setUndoneId] = useState<number | null>(null);
  /** The last scan changed nothing (orange "already packed"): the question says undo reaches back past it. */
  const wasLastScanIdle = useRef(false);
  const [preview, setPreview] = useState<(UndoPreview & { isPastIdle: boolean }) | null>(null);

  const ask = async () => {
    try {
      // Loaded on the first press: nothing of it is needed before.
      const { getUndoPreview } = await import("./api/undo-preview");
      setPreview({ ...(await getUndoPreview()), isPastIdle: wasLastScanIdle.current });
    } catch (error) {
      say.failed(error, "undo");
    }
  };

  const reverse = async (batchId: string) => {
    setIsPending(true);
    try {
      const result = await undoLastScan(batchId);
      wasLastScanIdle.current = false;
      say.undone(result);
      setUndoneId(result.undone[0]?.productionPolygonId ?? result.polygon.id);
      show(result.polygon.id, result.undone[0]?.polygonPackageId ?? null);
    } catch (error) {
      say.failed(error, "undo");
    } finally {
      setIsPending(false);
    }
  };

  return {
    isPending,
    run: ask,
    /** After each pack scan: whether it changed nothing. */
    noteScan: (isIdle: boolean) => {
      wasLastScanIdle.current = isIdle;
    },
    undoneId,
    clearUndone: () => setUndoneId(null),
    preview,
    cancelPreview: () => setPreview(null),
    confirmPreview: () => {
      if (!preview) return;
      setPreview(null);
      void reverse(preview.batchId);
    },
  };
}
