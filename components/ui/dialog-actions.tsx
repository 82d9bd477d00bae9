// A dialog's row of actions, ending in a quiet Cancel that closes it (the
// same on the cut list's dialogs and the station's refusal).
import type { ReactNode } from "react";
import { Button } from "./button";

type Props = {
  cancelLabel: string;
  onCancel: () => void;
  /** The actions before Cancel. */
  children: ReactNode;
};

export function DialogActions({ cancelLabel, onCancel, children }: Props) {
  return (
    <div className="flex flex-wrap gap-3">
      {children}
      <Button variant="ghost" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}
