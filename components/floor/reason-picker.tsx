"use client";
// The reasons of one kind as big buttons, in the employee's language, and
// (unless the screen has its own) an optional remark. Used by the station's
// problem and scrap dialogs, the matching screen's unmatch and defect, and undo.
import { useLocale, useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import type { Reason } from "@/lib/reasons/catalogue";
import type { ReasonKind } from "@/lib/reasons/schemas";
// Screens of other features compose the upstream's text through this component family, not lib/reasons.
export { reasonText } from "@/lib/reasons/reason-text";
import { useReasons } from "@/components/floor/api/get-reasons";
import { ChoiceButtons } from "./choice-buttons";

export type ReasonPick = { reasonId: number | null; remark: string };
export const noReason: ReasonPick = { reasonId: null, remark: "" };

export const reasonLabel = (reason: Pick<Reason, "labelEn" | "labelNl">, locale: string) =>
  locale === "nl" ? reason.labelNl : reason.labelEn;

type ReasonPickerProps = {
  kind: ReasonKind;
  id: string;
  value: ReasonPick;
  onChange: (value: ReasonPick) => void;
  /** False where the screen keeps its own remark field. */
  hasRemark?: boolean;
  error?: string;
};

export function ReasonPicker({ kind, id, value, onChange, hasRemark = true, error }: ReasonPickerProps) {
  const t = useTranslations("reasons.picker");
  const locale = useLocale();
  const reasons = useReasons(kind);
  return (
    <div className="flex flex-col gap-3">
      {reasons.isPending && <p className="text-lg">{t("loading")}</p>}
      {reasons.error && <p className="text-bad text-lg font-semibold">{t("loadFailed")}</p>}
      {reasons.data && (
        <ChoiceButtons
          id={`${id}-reason`}
          legend={t(`legend.${kind}`)}
          options={reasons.data.map((r) => ({ value: r.id, label: reasonLabel(r, locale) }))}
          value={value.reasonId}
          onChange={(reasonId) => onChange({ ...value, reasonId })}
          error={error}
        />
      )}
      {hasRemark && (
        <Field
          as="textarea"
          id={`${id}-remark`}
          label={t("remark")}
          rows={2}
          maxLength={500}
          value={value.remark}
          onChange={(event) => onChange({ ...value, remark: event.target.value })}
        />
      )}
    </div>
  );
}

/** The chosen reason's label (for the text the upstream keeps), or null. */
export function useChosenLabel(kind: ReasonKind, reasonId: number | null): string | null {
  const locale = useLocale();
  const reason = useReasons(kind).data?.find((r) => r.id === reasonId);
  return reason ? reasonLabel(reason, locale) : null;
}
