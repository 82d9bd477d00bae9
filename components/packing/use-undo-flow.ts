"use client";
// The station's "undo last scan": after a scan that changed nothing (orange
// "already packed") undo first shows what it would reach back to and asks;
// after an undo the packer may say why (the undone polygon, until they are done).
import { useRef, useState } from "react";
import type { UndoPreview } from "@/lib/packing/undo-preview";
import { useUndoLastScan } from "./api/undo-last-scan";
import { getUndoPreview } from "./api/undo-preview";
import type { usePackFeedback } from "./use-pack-feedback";

type Say = ReturnType<typeof usePackFeedback>;

/** `show`: the polygon to open after an undo, with the package to highlight. */
export function useUndoFlow(say: Say, show: (polygonId: number, highlightId: number | null) => void) {
  const undo = useUndoLastScan();
  /** The polygon whose scan was just undone: the packer may say why (optional). */
  const [undoneId, setUndoneId] = useState<number | null>(null);
  /** The last scan changed nothing (orange "already packed"): undo asks before reaching back past it. */
  const wasLastScanIdle = useRef(false);
  const [preview, setPreview] = useState<UndoPreview | null>(null);

  const run = async () => {
    if (wasLastScanIdle.current) {
      try {
        return setPreview(await getUndoPreview());
      } catch (error) {
        return say.failed(error, "undo");
      }
    }
    try {
      const result = await undo.mutateAsync();
      wasLastScanIdle.current = false;
      say.undone(result);
      setUndoneId(result.undone[0]?.productionPolygonId ?? result.polygon.id);
      show(result.polygon.id, result.undone[0]?.polygonPackageId ?? null);
    } catch (error) {
      say.failed(error, "undo");
    }
  };

  return {
    isPending: undo.isPending,
    run,
    /** After each pack scan: whether it changed nothing. */
    noteScan: (isIdle: boolean) => {
      wasLastScanIdle.current = isIdle;
    },
    undoneId,
    clearUndone: () => setUndoneId(null),
    preview,
    cancelPreview: () => setPreview(null),
    confirmPreview: () => {
      setPreview(null);
      wasLastScanIdle.current = false;
      void run();
    },
  };
}
