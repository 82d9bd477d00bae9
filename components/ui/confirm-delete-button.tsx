"use client";
// Every delete in admin asks first: "Delete 290 Cutting done?" with Delete and
// Cancel. A refusal (the server's 409, "still used by …") stays in the dialog
// under "Not deleted" until the admin closes it; a delete that went closes it.
import { useTranslations } from "next-intl";
import { ConfirmButton } from "@/components/ui/confirm-button";
import { fieldErrorsOfAnswer } from "@/components/ui/field-errors";

type ConfirmDeleteButtonProps = {
  /** What is deleted, as the admin knows it ("290 Cutting done", "Medium box"). */
  name: string;
  /** Resolves when deleted; rejects with the server's answer. */
  onDelete: () => Promise<unknown>;
};

export function ConfirmDeleteButton({ name, onDelete }: ConfirmDeleteButtonProps) {
  const t = useTranslations("confirmDelete");
  return (
    <ConfirmButton
      label={t("confirm")}
      ariaLabel={`${t("confirm")} ${name}`}
      variant="danger"
      title={t("title", { name })}
      question={t("text", { name })}
      confirmLabel={t("confirm")}
      confirmVariant="danger"
      cancelLabel={t("cancel")}
      closeLabel={t("close")}
      refusedHeading={t("refused")}
      onConfirm={onDelete}
      refusalOf={(error) => fieldErrorsOfAnswer(error, t("offline")).form ?? t("offline")}
    />
  );
}
