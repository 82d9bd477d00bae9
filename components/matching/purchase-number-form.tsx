"use client";
// A polygon's purchase number (kept in the CPQ) and, for the matcher, the form
// that sets it (Gateway v2 setpolygonpurchasenumber through the app's route).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/http/fetch-json";
import { useSetPurchaseNumber } from "./api/purchase-numbers";

type Props = {
  productionProjectId: number;
  /** The CPQ polygon (ProductionPolygon.polygonId). */
  polygonId: number;
  productionPolygonId: number;
  purchaseNumber: string | null | undefined;
};

export function PurchaseNumberForm({
  productionProjectId,
  polygonId,
  productionPolygonId,
  purchaseNumber,
}: Props) {
  const t = useTranslations("cpq.purchase");
  const feedback = useScanFeedback();
  const save = useSetPurchaseNumber();
  const [isOpen, setIsOpen] = useState(false);
  const [text, setText] = useState("");
  const fieldId = `purchase-number-${productionPolygonId}`;

  const submit = async () => {
    const value = text.trim();
    if (!value) return;
    try {
      await save.mutateAsync({ productionProjectId, polygonId, purchaseNumber: value });
      feedback.show({ tone: "success", title: t("saved", { value }) });
      setIsOpen(false);
    } catch (error) {
      const detail = error instanceof ApiError ? (error.problem.detail ?? error.problem.title) : undefined;
      feedback.show({ tone: "error", title: t("failed"), detail });
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-3 text-lg">
      <span>
        {t("label")}: <span className="font-mono font-semibold">{purchaseNumber ?? t("none")}</span>
      </span>
      {isOpen ? (
        <form
          className="flex flex-wrap items-center gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <label htmlFor={fieldId} className="sr-only">
            {t("field", { id: productionPolygonId })}
          </label>
          <input
            id={fieldId}
            value={text}
            maxLength={50}
            onChange={(event) => setText(event.target.value)}
            className="border-ink min-h-12 rounded-lg border-2 px-3"
            autoComplete="off"
          />
          <Button type="submit" disabled={save.isPending || !text.trim()}>
            {t("save")}
          </Button>
          <Button type="button" variant="secondary" onClick={() => setIsOpen(false)}>
            {t("cancel")}
          </Button>
        </form>
      ) : (
        <Button
          variant="secondary"
          onClick={() => {
            setText(purchaseNumber ?? "");
            setIsOpen(true);
          }}
        >
          {t("set")}
        </Button>
      )}
    </div>
  );
}
