"use client";
// "Report scrap" in a station's polygon detail: why (a scrap reason, an
// optional remark) and which department must redo it (the polygon's planned
// departments); sending puts the polygon back at that department's first
// waiting value, so it shows in that queue again.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { Button } from "@/components/ui/button";
import { fieldErrorsOfAnswer, type FieldErrors } from "@/components/ui/field-errors";
import { useReportScrap, useScrapTargets } from "@/components/floor/api/scrap";
import { ChoiceButtons } from "./choice-buttons";
import { ReasonPicker, noReason } from "./reason-picker";
import { FormFooter } from "@/components/ui/form-footer";

type ScrapPanelProps = {
  departmentId: number;
  productionPolygonId: number;
  /** How the screen names the polygon (its ticket code). */
  polygonName: string;
  onScrapped: () => void;
};

export function ScrapPanel(props: ScrapPanelProps) {
  const t = useTranslations("reasons.scrap");
  const [isOpen, setOpen] = useState(false);
  if (!isOpen) {
    return (
      <div>
        <Button variant="danger" onClick={() => setOpen(true)}>
          {t("open")}
        </Button>
      </div>
    );
  }
  return <ScrapForm {...props} onCancel={() => setOpen(false)} />;
}

function ScrapForm({
  departmentId,
  productionPolygonId,
  polygonName,
  onScrapped,
  onCancel,
}: ScrapPanelProps & { onCancel: () => void }) {
  const t = useTranslations("reasons.scrap");
  const feedback = useScanFeedback();
  const targets = useScrapTargets(productionPolygonId);
  const scrap = useReportScrap();
  const [reason, setReason] = useState(noReason);
  const [redoId, setRedoId] = useState<number | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    const missing: FieldErrors = {};
    if (reason.reasonId === null) missing.reasonId = t("reasonRequired");
    if (redoId === null) missing.redoDepartmentId = t("redoRequired");
    setErrors(missing);
    if (reason.reasonId === null || redoId === null) return;
    try {
      const result = await scrap.mutateAsync({
        productionPolygonId,
        departmentId,
        redoDepartmentId: redoId,
        reasonId: reason.reasonId,
        ...(reason.remark.trim() ? { reasonRemark: reason.remark.trim() } : {}),
      });
      feedback.show({
        tone: "success",
        title: t("done", { polygon: polygonName, department: result.redoDepartment.name }),
      });
      onScrapped();
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, t("failed")));
    }
  };

  return (
    <form
      aria-label={t("title", { polygon: polygonName })}
      className="flex flex-col gap-4 rounded-lg border-4 border-red-800 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      noValidate
    >
      <h3 className="text-xl font-bold">{t("title", { polygon: polygonName })}</h3>
      <ReasonPicker kind="scrap" id="scrap" value={reason} onChange={setReason} error={errors.reasonId} />
      {targets.isPending && <p className="text-lg">{t("loading")}</p>}
      {targets.data?.length === 0 && <p className="text-lg">{t("noTargets")}</p>}
      {targets.data && targets.data.length > 0 && (
        <ChoiceButtons
          id="scrap-redo"
          legend={t("redoLegend")}
          options={targets.data.map((d) => ({ value: d.id, label: `${d.name} (${d.code})` }))}
          value={redoId}
          onChange={setRedoId}
          error={errors.redoDepartmentId}
        />
      )}
      <FormFooter
        error={errors.form ?? errors.productionPolygonId}
        cancelLabel={t("cancel")}
        onCancel={onCancel}
        submitLabel={t("submit")}
        submitVariant={"danger"}
        isPending={scrap.isPending}
      />
    </form>
  );
}
