"use client";
// One check in the checklist form: its kind, English and Dutch label, whether
// it is required, and for a measurement what it measures and its tolerance in
// mm; moved up or down, or removed.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { checkKinds, measures, type CheckKind, type Measure } from "@/lib/quality/schemas";

/** A check as typed in the form (the tolerance is text until it is sent). */
export type CheckDraft = {
  key: number;
  kind: CheckKind;
  labelEn: string;
  labelNl: string;
  isRequired: boolean;
  measure: Measure;
  toleranceText: string;
};

export type CheckDraftErrors = Partial<Record<"labelEn" | "labelNl" | "toleranceMm" | "measure", string>>;

type Props = {
  draft: CheckDraft;
  index: number;
  count: number;
  errors: CheckDraftErrors;
  onChange: (draft: CheckDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

export function CheckRow({ draft, index, count, errors, onChange, onMove, onRemove }: Props) {
  const t = useTranslations("quality.admin");
  const id = (name: string) => `check-${draft.key}-${name}`;
  const name = t("checkNumber", { number: index + 1 });
  const set = (patch: Partial<CheckDraft>) => onChange({ ...draft, ...patch });
  return (
    <li className="flex flex-col gap-3 rounded-lg border-2 border-gray-300 p-3">
      <fieldset className="flex flex-col gap-3">
        <legend className="text-xl font-bold">{name}</legend>
        <div className="grid gap-3 md:grid-cols-3">
          <SelectField
            isCompact
            id={id("kind")}
            label={t("kind")}
            options={checkKinds}
            labelOf={(kind) => t(`kinds.${kind}`)}
            value={draft.kind}
            onChange={(event) => {
              const kind = checkKinds.find((k) => k === event.target.value);
              if (kind) set({ kind });
            }}
          />
          <Field
            isCompact
            id={id("en")}
            label={t("labelEn")}
            value={draft.labelEn}
            maxLength={80}
            onChange={(event) => set({ labelEn: event.target.value })}
            error={errors.labelEn}
          />
          <Field
            isCompact
            id={id("nl")}
            label={t("labelNl")}
            value={draft.labelNl}
            maxLength={80}
            onChange={(event) => set({ labelNl: event.target.value })}
            error={errors.labelNl}
          />
        </div>
        {draft.kind === "measurement" && (
          <div className="grid gap-3 md:grid-cols-3">
            <SelectField
              isCompact
              id={id("measure")}
              label={t("measure")}
              options={measures}
              labelOf={(measure) => t(`measures.${measure}`)}
              value={draft.measure}
              onChange={(event) => {
                const measure = measures.find((m) => m === event.target.value);
                if (measure) set({ measure });
              }}
              error={errors.measure}
            />
            <Field
              isCompact
              id={id("tolerance")}
              label={t("tolerance")}
              hint={t("toleranceHint")}
              inputMode="numeric"
              value={draft.toleranceText}
              onChange={(event) => set({ toleranceText: event.target.value })}
              error={errors.toleranceMm}
            />
          </div>
        )}
        <label className="flex min-h-12 items-center gap-3 text-lg font-semibold">
          <input
            type="checkbox"
            className="h-7 w-7"
            checked={draft.isRequired}
            onChange={(event) => set({ isRequired: event.target.checked })}
          />
          {t(draft.kind === "photo" ? "photoRequired" : "required")}
        </label>
      </fieldset>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="secondary"
          aria-label={t("moveUpOf", { check: name })}
          disabled={index === 0}
          onClick={() => onMove(-1)}
        >
          ↑ {t("moveUp")}
        </Button>
        <Button
          variant="secondary"
          aria-label={t("moveDownOf", { check: name })}
          disabled={index === count - 1}
          onClick={() => onMove(1)}
        >
          ↓ {t("moveDown")}
        </Button>
        <Button
          variant="secondary"
          aria-label={t("removeOf", { check: name })}
          disabled={count === 1}
          onClick={onRemove}
        >
          {t("remove")}
        </Button>
      </div>
    </li>
  );
}
