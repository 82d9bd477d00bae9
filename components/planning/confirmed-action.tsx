"use client";
// A planning change that asks first (saving a what-if's hours, taking saved
// hours back): the button opens a question naming what is changed, with Cancel
// focused; confirmed, the request is sent and the page shows the new plan. A
// refusal stays in the dialog until the supervisor closes it.
import { useTranslations } from "next-intl";
import { ConfirmButton, type ConfirmButtonProps } from "@/components/ui/confirm-button";
import { ApiError } from "@/lib/http/fetch-json";

/** The question and the change; the refusal and the dialog's Cancel/Close are the what-if's words. */
type Props = Omit<
  ConfirmButtonProps,
  "confirmVariant" | "cancelLabel" | "closeLabel" | "refusedHeading" | "refusalOf"
>;

export function ConfirmedAction(props: Props) {
  const t = useTranslations("whatIf");
  return (
    <ConfirmButton
      {...props}
      cancelLabel={t("cancel")}
      closeLabel={t("close")}
      refusalOf={(failure) =>
        failure instanceof ApiError ? (failure.problem.detail ?? failure.message) : t("failed")
      }
    />
  );
}
