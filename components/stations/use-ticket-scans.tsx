"use client";
// What a job-ticket scan at a station asks before or after it moves a line
// (docs/scanning.md): a line still waiting for material asks "Start anyway?"
// as the card's button does, and a second scan of the same ticket answers yes;
// a ticket scanned within the repeat setting of the line's last move asks what
// that move calls for (RepeatScanDialog). The window counts from the line's own
// last move, made here by a scan or a card's button, or seen in the queue (a
// start at another tablet): not from the last scan of any ticket.
import { useRef, useState } from "react";
import type { QueueItem } from "@/lib/stations/stations";
import { isWaitingForMaterial, MaterialWaitConfirm } from "./material-wait";
import { RepeatScanDialog, type RepeatAfter } from "./repeat-scan-dialog";
import { lastMoveOf, startSeenInQueue, type LastMove } from "./last-move";
import type { MaterialWait, StepOutcome } from "./step-outcome";

export type StationMove = (
  polygonId: number,
  step?: "start" | "finish",
  options?: { isMaterialConfirmed?: boolean; isCutListOverride?: boolean },
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

type Repeat = { polygonId: number; seconds: number } & RepeatAfter;

/** Moves older than the longest repeat setting (lib/scan/settings-limits.ts) are dropped. */
const keptMs = 120_000;

export function useTicketScans({ move, itemOf, titleOf, onUndo, repeatSeconds }: Options) {
  const [repeat, setRepeat] = useState<Repeat | null>(null);
  const [material, setMaterial] = useState<({ polygonId: number } & MaterialWait) | null>(null);
  const lastMoves = useRef(new Map<number, LastMove>());

  const remember = (polygonId: number, outcome: Promise<StepOutcome>, via: LastMove["via"] = "scan") => {
    const now = Date.now();
    for (const [id, last] of lastMoves.current) if (now - last.at > keptMs) lastMoves.current.delete(id);
    lastMoves.current.set(polygonId, { at: now, via, outcome });
  };
  const send = (polygonId: number, isMaterialConfirmed = false) => {
    const outcome = move(polygonId, undefined, { isMaterialConfirmed }).then((result) => {
      if (result.kind === "material") setMaterial({ ...result, polygonId });
      return result;
    });
    remember(polygonId, outcome);
  };

  const onRepeat = (last: LastMove, polygonId: number, sinceMs: number) => {
    const seconds = Math.max(1, Math.round(sinceMs / 1000));
    void last.outcome.then((outcome) => {
      // Asked about material, the checks or the Cut list: that question stands. Refused: a new try.
      if (outcome.kind === "material" || outcome.kind === "checks" || outcome.kind === "cut-list") return;
      if (outcome.kind === "failed") return send(polygonId);
      const after = outcome.kind === "moved" ? outcome.step : "unknown";
      setRepeat({ polygonId, seconds, after, via: last.via });
    });
    // The scan itself is the line's latest touch: a third scan counts from it.
    lastMoves.current.set(polygonId, { ...last, at: Date.now(), via: "scan" });
  };

  const onTicket = (polygonId: number) => {
    if (material) {
      setMaterial(null);
      // The same ticket again: "go on anyway". Another ticket: this question is dropped for it.
      if (material.polygonId === polygonId) return send(polygonId, true);
    }
    const now = Date.now();
    const item = itemOf(polygonId);
    const last = lastMoveOf(lastMoves.current.get(polygonId), startSeenInQueue(item, now));
    const sinceMs = last ? now - last.at : Number.POSITIVE_INFINITY;
    if (last && sinceMs < repeatSeconds * 1000) return onRepeat(last, polygonId, sinceMs);
    // Known to wait for material: asked at once, also offline. Else the server asks (409 material-wait).
    if (item?.nextStep && isWaitingForMaterial(item)) {
      lastMoves.current.delete(polygonId);
      return setMaterial({
        polygonId,
        step: item.nextStep,
        unmatchedMaterials: item.unmatchedMaterials,
        materialDefects: item.materialDefects,
      });
    }
    send(polygonId);
  };

  const moveByButton: StationMove = (polygonId, step, options) => {
    const outcome = move(polygonId, step, options);
    remember(polygonId, outcome, "button");
    return outcome;
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
    /** A card's button: the move it made starts the line's window as a scan's would. */
    moveByButton,
    /** After an undo: the next scan of that line is a first scan again. */
    forget: (polygonId: number) => {
      lastMoves.current.delete(polygonId);
    },
    isPaused: repeat !== null,
  };
}
