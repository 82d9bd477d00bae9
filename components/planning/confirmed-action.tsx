"use client";
// A planning change that asks first (saving a what-if's hours, taking saved
// hours back): the button opens a question naming what is changed, with Cancel
// focused; confirmed, the request is sent and the page shows the new plan. A
// refusal stays in the dialog until the supervisor closes it.
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button, type ButtonVariant } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { ApiError } from "@/lib/http/fetch-json";

type Props = {
  label: string;
  /** The button's accessible name where its label alone is not enough (a list of "Take back"). */
  ariaLabel?: string;
  variant?: ButtonVariant;
  title: string;
  /** The sentence naming what is changed. */
  question: string;
  confirmLabel: string;
  /** Sends the change; rejects with the server's answer. */
  onConfirm: () => Promise<unknown>;
  /** After it went: shows the new plan. */
  onDone: () => void;
};

export function ConfirmedAction({
  label,
  ariaLabel,
  variant,
  title,
  question,
  confirmLabel,
  onConfirm,
  onDone,
}: Props) {
  const t = useTranslations("whatIf");
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
      onDone();
    } catch (failure) {
      setRefusal(failure instanceof ApiError ? (failure.problem.detail ?? failure.message) : t("failed"));
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
          {refusal ? (
            <p role="alert" className="text-bad text-lg font-bold">
              {refusal}
            </p>
          ) : (
            <p className="text-lg">{question}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {!refusal && (
              <Button disabled={isSending} aria-busy={isSending} onClick={() => void confirm()}>
                {confirmLabel}
              </Button>
            )}
            <Button ref={cancelRef} variant="secondary" onClick={close}>
              {refusal ? t("close") : t("cancel")}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
