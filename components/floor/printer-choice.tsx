"use client";
// This device's label printer, chosen on /scanner (fields of the scanner
// settings form, stored on the device): the device's name and department,
// which narrow the printers offered to those serving it, the printer, and
// whether labels print at once.
import { useDeferredValue, useState } from "react";
import { useTranslations } from "next-intl";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import { Field } from "@/components/ui/field";
import { usePrinterChoices } from "@/components/floor/api/printers";

type Props = {
  printerId: number | null;
  printNewPackageLabel: boolean;
  deviceName: string;
  departmentId: number | null;
};

export function PrinterChoice({ printerId, printNewPackageLabel, deviceName, departmentId }: Props) {
  const t = useTranslations("printing.device");
  const [device, setDevice] = useState(deviceName);
  const [department, setDepartment] = useState(departmentId === null ? "" : String(departmentId));
  const departments = useDepartments();
  const nameOf = useDepartmentName();
  const choices = usePrinterChoices({
    device: useDeferredValue(device.trim()) || undefined,
    departmentId: department === "" ? undefined : Number(department),
  });
  const printers = choices.data?.printers;
  // A stored choice no longer offered stays selectable, so saving other settings does not drop it.
  const isChosenMissing =
    printerId !== null && printers !== undefined && !printers.some((p) => p.id === printerId);
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="text-lg font-semibold">{t("title")}</legend>
      <Field
        id="device-name"
        name="deviceName"
        label={t("deviceName")}
        hint={t("deviceNameHint")}
        value={device}
        maxLength={100}
        onChange={(event) => setDevice(event.target.value)}
      />
      <Field
        as="select"
        id="device-department"
        name="departmentId"
        label={t("department")}
        value={department}
        onChange={(event) => setDepartment(event.target.value)}
      >
        <option value="">{t("noDepartment")}</option>
        {departmentId !== null && !departments.data && (
          <option value={String(departmentId)}>{departmentId}</option>
        )}
        {departments.data?.map((d) => (
          <option key={d.id} value={d.id}>
            {nameOf(d)}
          </option>
        ))}
      </Field>
      <label htmlFor="printer-id" className="text-lg">
        {t("printer")}
      </label>
      {/* Mounted again once the printers are in, so that the stored choice is selected. */}
      <select
        key={printers ? "loaded" : "loading"}
        id="printer-id"
        name="printerId"
        defaultValue={printerId === null ? "" : String(printerId)}
        aria-describedby="printer-id-hint printer-id-offered"
        className="border-ink min-h-12 rounded-lg border-2 bg-white px-3 text-xl"
      >
        <option value="">{t("automatic")}</option>
        {printers?.map((printer) => (
          <option key={printer.id} value={printer.id}>
            {printer.name}
          </option>
        ))}
        {isChosenMissing && <option value={String(printerId)}>#{printerId}</option>}
      </select>
      <p id="printer-id-hint" className="text-base text-gray-800">
        {choices.error ? t("loadFailed") : t("hint")}
      </p>
      <p id="printer-id-offered" role="status" className="text-base text-gray-800">
        {choices.data ? (choices.data.isServedOnly ? t("servedOnly") : t("allPrinters")) : ""}
      </p>
      <label className="flex min-h-12 items-center gap-3 text-lg">
        <input
          type="checkbox"
          name="printNewPackageLabel"
          className="size-8"
          defaultChecked={printNewPackageLabel}
        />
        {t("printNewPackageLabel")}
      </label>
    </fieldset>
  );
}
