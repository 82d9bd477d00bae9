"use client";
// What a job-ticket scan at a station asks before or after it moves a line
// (docs/scanning.md): a line still waiting for material asks "Start anyway?"
// as the card's button does, and a second scan of the same ticket answers yes;
// the same ticket scanned again within a few seconds asks what the first
// scan's outcome calls for (RepeatScanDialog).
import { useRef, useState } from "react";
import type { QueueItem } from "@/lib/stations/stations";
import { isWaitingForMaterial, MaterialWaitConfirm } from "./material-wait";
import { RepeatScanDialog } from "./repeat-scan-dialog";
import type { MaterialWait, StepOutcome } from "./step-outcome";

export type StationMove = (
  polygonId: number,
  step?: "start" | "finish",
  options?: { isMaterialConfirmed?: boolean },
) => Promise<StepOutcome>;

type Options = {
  move: StationMove;
  /** The line as the loaded queue knows it (undefined when it is not loaded). */
  itemOf: (polygonId: number) => QueueItem | undefined;
  /** The line's name in a dialog's title (project · line · ticket where known). */
  titleOf: (polygonId: number) => string;
  /** "Undo my last move" (station-tools.tsx). */
  onUndo: () => void;
  repeatSeconds: number;
};

type Repeat = { polygonId: number; seconds: number; after: "start" | "finish" | "unknown" };
type LastScan = { polygonId: number; at: number; outcome: Promise<StepOutcome> };

export function useTicketScans({ move, itemOf, titleOf, onUndo, repeatSeconds }: Options) {
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [material, setMaterial] = useState<({ polygonId: number } & MaterialWait) | null>(null);
  const lastScan = useRef<LastScan | null>(null);

  const remember = (polygonId: number, outcome: Promise<StepOutcome>) => {
    lastScan.current = { polygonId, at: Date.now(), outcome };
  };
  const send = (polygonId: number, isMaterialConfirmed = false) => {
    const outcome = move(polygonId, undefined, { isMaterialConfirmed }).then((result) => {
      if (result.kind === "material") setMaterial({ ...result, polygonId });
      return result;
    });
    remember(polygonId, outcome);
  };

  const onRepeat = (last: LastScan, polygonId: number, sinceMs: number) => {
    last.at = Date.now();
    const seconds = Math.max(1, Math.round(sinceMs / 1000));
    void last.outcome.then((outcome) => {
      // Asked about material: that question stands (the next scan answers it). Refused: a new try.
      if (outcome.kind === "material") return;
      if (outcome.kind === "failed") return send(polygonId);
      setRepeat({ polygonId, seconds, after: outcome.kind === "moved" ? outcome.step : "unknown" });
    });
  };

  const onTicket = (polygonId: number) => {
    if (material) {
      setMaterial(null);
      // The same ticket again: "go on anyway". Another ticket: this question is dropped for it.
      if (material.polygonId === polygonId) return send(polygonId, true);
    }
    const last = lastScan.current;
    const sinceMs = last?.polygonId === polygonId ? Date.now() - last.at : Number.POSITIVE_INFINITY;
    if (last && sinceMs < repeatSeconds * 1000) return onRepeat(last, polygonId, sinceMs);
    // Known to wait for material: asked at once, also offline. Else the server asks (409 material-wait).
    const item = itemOf(polygonId);
    if (item?.nextStep && isWaitingForMaterial(item)) {
      lastScan.current = null;
      return setMaterial({
        polygonId,
        step: item.nextStep,
        unmatchedMaterials: item.unmatchedMaterials,
        materialDefects: item.materialDefects,
      });
    }
    send(polygonId);
  };

  const dialogs = (
    <>
      {repeat && (
        <RepeatScanDialog
          {...repeat}
          onDone={() => {
            setRepeat(null);
            remember(repeat.polygonId, move(repeat.polygonId, "finish"));
          }}
          onUndo={() => {
            setRepeat(null);
            onUndo();
          }}
          onCancel={() => setRepeat(null)}
        />
      )}
      {material && (
        <MaterialWaitConfirm
          item={material}
          title={titleOf(material.polygonId)}
          step={material.step}
          isScan
          onClose={() => setMaterial(null)}
          onConfirm={() => {
            setMaterial(null);
            send(material.polygonId, true);
          }}
        />
      )}
    </>
  );

  return {
    onTicket,
    dialogs,
    /** After an undo: the next scan of that ticket is a first scan again. */
    forget: () => {
      lastScan.current = null;
    },
    isPaused: repeat !== null,
  };
}
