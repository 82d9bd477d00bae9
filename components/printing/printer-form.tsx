"use client";
// One label printer: name, address (host:port, port 9100 when left out),
// language, dots per mm, label size and the departments it serves. A printer
// of LABEL_PRINTERS keeps what the setting says; only its departments change.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminForm, sendForm } from "@/components/admin/admin-form";
import { CheckboxGroup, SelectField } from "@/components/admin/form-controls";
import { fieldErrorsOf, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import { useDepartments } from "@/components/admin/workflow/api/get-departments";
import { printerBody } from "@/lib/printing/printer-body";
import { useSavePrinter, type PrinterRow } from "./api/admin-printers";

export function PrinterForm({ printer, onDone }: { printer: PrinterRow | null; onDone: () => void }) {
  const t = useTranslations("printing.admin");
  const tAdmin = useTranslations("admin");
  const save = useSavePrinter();
  const departments = useDepartments();
  const [form, setForm] = useState({
    name: printer?.name ?? "",
    address: printer ? `${printer.host}:${printer.port}` : "",
    dotsPerMm: String(printer?.dotsPerMm ?? 8),
    labelWidthMm: String(printer?.labelWidthMm ?? 100),
    labelHeightMm: String(printer?.labelHeightMm ?? 50),
    departmentIds: printer?.departmentIds ?? [],
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const prefix = `printer-${printer?.id ?? "new"}`;
  const isFromSetting = printer?.source === "setting";
  const set =
    (key: "name" | "address" | "labelWidthMm" | "labelHeightMm" | "dotsPerMm") =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm({ ...form, [key]: event.target.value });

  const submit = async () => {
    const body = {
      name: form.name,
      address: form.address,
      language: "zpl" as const,
      dotsPerMm: Number(form.dotsPerMm) as 8 | 12,
      labelWidthMm: Number(form.labelWidthMm),
      labelHeightMm: Number(form.labelHeightMm),
      departmentIds: form.departmentIds,
    };
    // The route's own schema first: its messages land at the fields without a round trip.
    const parsed = printerBody.safeParse(body);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    await sendForm(
      () => save.mutateAsync({ id: printer?.id ?? null, body }),
      setErrors,
      tAdmin("offline"),
      onDone,
    );
  };

  return (
    <AdminForm
      title={printer ? t("editTitle", { name: printer.name }) : t("newTitle")}
      isNew={!printer}
      isSaving={save.isPending}
      formError={errors.form}
      onSubmit={submit}
      onCancel={onDone}
    >
      {isFromSetting && <p className="text-lg">{t("fromSetting")}</p>}
      <div className="grid gap-4 md:grid-cols-3">
        <FormField
          id={`${prefix}-name`}
          label={t("name")}
          value={form.name}
          onChange={set("name")}
          error={errors.name}
          disabled={isFromSetting}
        />
        <FormField
          id={`${prefix}-address`}
          label={t("address")}
          placeholder="10.0.0.21:9100"
          value={form.address}
          onChange={set("address")}
          error={errors.address ?? errors.host}
          disabled={isFromSetting}
        />
        <SelectField id={`${prefix}-language`} label={t("language")} value="zpl" disabled>
          <option value="zpl">ZPL</option>
        </SelectField>
        <SelectField
          id={`${prefix}-dpmm`}
          label={t("dotsPerMm")}
          value={form.dotsPerMm}
          onChange={set("dotsPerMm")}
          error={errors.dotsPerMm}
          disabled={isFromSetting}
        >
          <option value="8">{t("dpmm8")}</option>
          <option value="12">{t("dpmm12")}</option>
        </SelectField>
        <FormField
          id={`${prefix}-width`}
          label={t("labelWidth")}
          inputMode="numeric"
          value={form.labelWidthMm}
          onChange={set("labelWidthMm")}
          error={errors.labelWidthMm}
          disabled={isFromSetting}
        />
        <FormField
          id={`${prefix}-height`}
          label={t("labelHeight")}
          inputMode="numeric"
          value={form.labelHeightMm}
          onChange={set("labelHeightMm")}
          error={errors.labelHeightMm}
          disabled={isFromSetting}
        />
      </div>
      <CheckboxGroup
        id={`${prefix}-departments`}
        legend={t("departments")}
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        selected={form.departmentIds}
        onChange={(departmentIds) => setForm({ ...form, departmentIds })}
        error={errors.departmentIds}
        emptyText={t("noDepartments")}
      />
    </AdminForm>
  );
}
