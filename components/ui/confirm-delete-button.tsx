"use client";
// Every delete in admin asks first: "Delete 290 Cutting done?" with Delete and
// Cancel. A refusal (the server's 409, "still used by …") stays in the dialog,
// read out at once, until the admin closes it; a delete that went closes it.
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";

type ConfirmDeleteButtonProps = {
  /** What is deleted, as the admin knows it ("290 Cutting done", "Medium box"). */
  name: string;
  /** Resolves when deleted; rejects with the server's answer. */
  onDelete: () => Promise<unknown>;
};

export function ConfirmDeleteButton({ name, onDelete }: ConfirmDeleteButtonProps) {
  const t = useTranslations("confirmDelete");
  const [isOpen, setOpen] = useState(false);
  const [isSending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    setRefusal(null);
  };
  const confirm = async () => {
    setSending(true);
    try {
      await onDelete();
      close();
    } catch (error) {
      setRefusal(fieldErrorsOfAnswer(error, t("offline")).form ?? t("offline"));
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button variant="danger" aria-label={`${t("confirm")} ${name}`} onClick={() => setOpen(true)}>
        {t("confirm")}
      </Button>
      {isOpen && (
        // Cancel has the focus: Enter on a stray keypress keeps the record.
        <Dialog title={t("title", { name })} onClose={close} initialFocus={cancelRef}>
          {refusal ? (
            <div role="alert" className="flex flex-col gap-2">
              <p className="text-bad text-xl font-bold">{t("refused")}</p>
              <p className="text-lg">{refusal}</p>
            </div>
          ) : (
            <p className="text-lg">{t("text", { name })}</p>
          )}
          <div className="flex flex-wrap gap-3">
            {!refusal && (
              <Button
                variant="danger"
                disabled={isSending}
                aria-busy={isSending}
                onClick={() => void confirm()}
              >
                {t("confirm")}
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
