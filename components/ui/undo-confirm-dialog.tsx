"use client";
// The question every undo asks first: what it would reverse (the thing, the
// step, who, when) in a warning box, with "Keep it" focused so a stray Enter
// or double tap reverses nothing. The features fill in their own words
// (components/packing, components/stations).
import { useRef, type ReactNode } from "react";
import { Button } from "./button";
import { Dialog } from "./dialog";

type Props = {
  title: string;
  intro: ReactNode;
  /** The one sentence naming what would be reversed. */
  what: ReactNode;
  /** Who made it (and anything else below the box). */
  details?: ReactNode;
  keepLabel: string;
  undoLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
};

export function UndoConfirmDialog({
  title,
  intro,
  what,
  details,
  keepLabel,
  undoLabel,
  onConfirm,
  onCancel,
}: Props) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} onClose={onCancel} initialFocus={keepRef}>
      <p className="text-xl">{intro}</p>
      <p className="border-warn rounded-lg border-4 p-4 text-2xl font-bold">{what}</p>
      {details}
      <div className="flex flex-wrap justify-end gap-4">
        <Button ref={keepRef} variant="secondary" className="min-h-16 px-8 text-2xl" onClick={onCancel}>
          {keepLabel}
        </Button>
        <Button variant="danger" className="min-h-16 px-8 text-2xl" onClick={onConfirm}>
          {undoLabel}
        </Button>
      </div>
    </Dialog>
  );
}
