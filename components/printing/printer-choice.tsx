"use client";
// The label printer this device prints on, chosen on /scanner (a field of the
// scanner settings form, stored on the device), and whether a new package's
// label prints at once.
import { useTranslations } from "next-intl";
import { usePrinterChoices } from "./api/printers";

export function PrinterChoice({
  printerId,
  printNewPackageLabel,
}: {
  printerId: number | null;
  printNewPackageLabel: boolean;
}) {
  const t = useTranslations("printing.device");
  const choices = usePrinterChoices();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-lg font-semibold">{t("title")}</legend>
      <label htmlFor="printer-id" className="text-lg">
        {t("printer")}
      </label>
      {/* Mounted again once the printers are in, so that the stored choice is selected. */}
      <select
        key={choices.data ? "loaded" : "loading"}
        id="printer-id"
        name="printerId"
        defaultValue={printerId === null ? "" : String(printerId)}
        aria-describedby="printer-id-hint"
        className="border-ink min-h-12 rounded-lg border-2 bg-white px-3 text-xl"
      >
        <option value="">{t("automatic")}</option>
        {choices.data?.map((printer) => (
          <option key={printer.id} value={printer.id}>
            {printer.name}
          </option>
        ))}
      </select>
      <p id="printer-id-hint" className="text-base text-gray-800">
        {choices.error ? t("loadFailed") : t("hint")}
      </p>
      <label className="flex min-h-12 items-center gap-3 text-lg">
        <input
          type="checkbox"
          name="printNewPackageLabel"
          className="size-6"
          defaultChecked={printNewPackageLabel}
        />
        {t("printNewPackageLabel")}
      </label>
    </fieldset>
  );
}
