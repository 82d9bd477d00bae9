"use client";
// Adds a package to the shown product line (type: the line's own by default),
// then offers its label, or prints it at once when this device is set to.
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DirectPrintButton } from "@/components/floor/direct-print-button";
import { PrintProgress } from "@/components/floor/print-progress";
import { stationOf, usePrint } from "@/components/floor/api/print";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { ApiError } from "@/lib/http/fetch-json";
import type { PolygonView } from "@/lib/packing/polygon-view";
import { useAddPackage } from "./api/add-package";
import { usePackageTypes } from "@/components/floor/api/package-types";

export function AddPackageForm({ polygon }: { polygon: PolygonView }) {
  const t = useTranslations("packing.add");
  const id = useId();
  const types = usePackageTypes();
  const add = useAddPackage();
  const settings = useScannerSettings();
  const printAtOnce = usePrint();
  const [typeId, setTypeId] = useState<string>("");
  const [amount, setAmount] = useState("1");
  const ownType = types.data?.find((type) => type.id === polygon.productionPackageId);
  const added = add.data?.polygon.id === polygon.id ? add.data.package : null;
  const error =
    add.error instanceof ApiError
      ? (add.error.problem.detail ?? add.error.problem.title)
      : add.error?.message;

  return (
    <form
      aria-labelledby={`${id}-title`}
      className="mt-5 flex flex-wrap items-end gap-3 border-t-2 border-gray-300 pt-4"
      onSubmit={(event) => {
        event.preventDefault();
        add.mutate(
          {
            productionPolygonId: polygon.id,
            productionPackageId: typeId ? Number(typeId) : undefined,
            amount: Math.max(1, Number(amount) || 1),
          },
          {
            // A station without a printer keeps the button below (the browser's print page).
            onSuccess: ({ package: made }) => {
              if (settings.printNewPackageLabel)
                printAtOnce.mutate({
                  target: { kind: "package", productionPolygonId: polygon.id, polygonPackageId: made.id },
                  ...stationOf(settings),
                });
            },
          },
        );
      }}
    >
      <h3 id={`${id}-title`} className="w-full text-xl font-bold">
        {t("title")}
      </h3>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-type`} className="text-lg font-semibold">
          {t("type")}
        </label>
        <select
          id={`${id}-type`}
          value={typeId}
          onChange={(event) => setTypeId(event.target.value)}
          className="border-ink min-h-12 rounded-lg border-2 bg-white px-3 text-xl"
        >
          <option value="">{ownType ? t("typeDefault", { label: ownType.label }) : "–"}</option>
          {types.data?.map((type) => (
            <option key={type.id} value={type.id}>
              {type.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={`${id}-amount`} className="text-lg font-semibold">
          {t("amount")}
        </label>
        <input
          id={`${id}-amount`}
          type="number"
          inputMode="numeric"
          min={1}
          max={10000}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          className="border-ink min-h-12 w-28 rounded-lg border-2 px-3 text-xl"
        />
      </div>
      <Button type="submit" disabled={add.isPending}>
        {t("submit")}
      </Button>
      <div role="status" className="flex w-full flex-wrap items-center gap-3 text-lg">
        {added && (
          <>
            <span className="font-semibold">{t("added", { barcode: added.barcode })}</span>
            {printAtOnce.isSuccess ? (
              <span role="status" className="font-semibold">
                <PrintProgress key={printAtOnce.data.job.id} answer={printAtOnce.data} />
              </span>
            ) : (
              <DirectPrintButton
                label={t("print")}
                variant="secondary"
                target={{ kind: "package", productionPolygonId: polygon.id, polygonPackageId: added.id }}
                fallbackHref={`/pack/labels/polygon/${polygon.id}?package=${added.id}`}
              />
            )}
          </>
        )}
        {add.isError && (
          <span className="text-bad font-semibold">{t("failed", { reason: error ?? "" })}</span>
        )}
      </div>
    </form>
  );
}
