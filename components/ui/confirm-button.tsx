"use client";
// A button whose action asks first: it opens a question with the action and
// Cancel, Cancel focused (Enter on a stray keypress changes nothing). A refusal
// (the server's answer) stays in the dialog, read out at once, until it is
// closed; an action that went closes it. Deletes in admin and the planning
// changes are built on it.
import { useRef, useState } from "react";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";

export type ConfirmButtonProps = {
  label: string;
  /** The button's accessible name where its label alone is not enough (a list of "Delete"). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  title: string;
  /** The sentence naming what the action does. */
  question: string;
  confirmLabel: string;
  confirmVariant?: ButtonVariant;
  cancelLabel: string;
  closeLabel: string;
  /** A heading over the refusal ("Not deleted"); without one the refusal alone, in bold. */
  refusedHeading?: string;
  /** Does the action; rejects with the server's answer. */
  onConfirm: () => Promise<unknown>;
  /** The sentence a rejection shows. */
  refusalOf: (failure: unknown) => string;
  /** After the action went and the dialog closed. */
  onDone?: () => void;
};

export function ConfirmButton({
  label,
  ariaLabel,
  variant,
  title,
  question,
  confirmLabel,
  confirmVariant,
  cancelLabel,
  closeLabel,
  refusedHeading,
  onConfirm,
  refusalOf,
  onDone,
}: ConfirmButtonProps) {
  const [isOpen, setOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  async function confirm() {
    setSending(true);
    try {
      await onConfirm();
      close();
      onDone?.();
    } catch (failure) {
      setRefusal(refusalOf(failure));
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      <Button variant={variant} aria-label={ariaLabel} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {isOpen && (
        <Dialog title={title} onClose={close} initialFocus={cancelRef}>
          {refusal === null ? (
            <p className="text-lg">{question}</p>
          ) : refusedHeading ? (
            <div role="alert" className="flex flex-col gap-2">
              <p className="text-bad text-xl font-bold">{refusedHeading}</p>
              <p className="text-lg">{refusal}</p>
            </div>
          ) : (
            <p role="alert" className="text-bad text-lg font-bold">
              {refusal}
            </p>
          )}
          <div className="flex flex-wrap gap-3">
            {refusal === null && (
              <Button
                variant={confirmVariant}
                disabled={isSending}
                aria-busy={isSending}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            )}
            <Button ref={cancelRef} variant="secondary" onClick={close}>
              {refusal === null ? cancelLabel : closeLabel}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
