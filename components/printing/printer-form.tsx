"use client";
// One label printer: name, address (host:port, port 9100 when left out),
// language, dots per mm, label size and the departments and devices it serves.
// A printer of LABEL_PRINTERS keeps what the setting says; only whom it serves changes.
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { CheckboxGroup } from "@/components/ui/checkbox-group";
import { numberOf } from "@/components/ui/form-values";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import { printerBody } from "@/lib/printing/printer-body";
import { useSavePrinter, type PrinterBody, type PrinterRow } from "./api/admin-printers";

export function PrinterForm({ printer, onDone }: { printer: PrinterRow | null; onDone: () => void }) {
  const t = useTranslations("printing.admin");
  const tAdmin = useTranslations("admin");
  const save = useSavePrinter();
  const departments = useDepartments();
  const { values, set, errors, field, send, frame } = useForm(
    {
      name: printer?.name ?? "",
      address: printer ? `${printer.host}:${printer.port}` : "",
      dotsPerMm: String(printer?.dotsPerMm ?? 8),
      labelWidthMm: String(printer?.labelWidthMm ?? 100),
      labelHeightMm: String(printer?.labelHeightMm ?? 50),
      departmentIds: printer?.departmentIds ?? [],
      devices: (printer?.deviceIds ?? []).join(", "),
    },
    tAdmin("offline"),
    onDone,
  );
  const id = (name: string) => `printer-${printer?.id ?? "new"}-${name}`;
  const isFromSetting = printer?.source === "setting";

  const submit = async () => {
    const body: PrinterBody = {
      name: values.name,
      address: values.address,
      language: "zpl",
      dotsPerMm: numberOf(values.dotsPerMm) as 8 | 12,
      labelWidthMm: numberOf(values.labelWidthMm),
      labelHeightMm: numberOf(values.labelHeightMm),
      departmentIds: values.departmentIds,
      // Device names as each tablet calls itself on /scanner.
      deviceIds: values.devices
        .split(",")
        .map((name) => name.trim())
        .filter(Boolean),
    };
    // The route's own schema checks first; the form sends the fields as typed (the address as host:port).
    await send(printerBody.safeParse(body), () => save.mutateAsync({ id: printer?.id ?? null, body }));
  };
  const title = printer ? t("editTitle", { name: printer.name }) : t("newTitle");

  return (
    <AdminForm {...frame} title={title} isNew={!printer} onSubmit={submit} onDone={onDone}>
      {isFromSetting && <p className="text-lg">{t("fromSetting")}</p>}
      <div className="grid gap-4 md:grid-cols-3">
        <Field isCompact id={id("name")} label={t("name")} disabled={isFromSetting} {...field("name")} />
        <Field
          isCompact
          id={id("address")}
          label={t("address")}
          placeholder="10.0.0.21:9100"
          disabled={isFromSetting}
          {...field("address")}
          error={errors.address ?? errors.host}
        />
        <Field as="select" isCompact id={id("language")} label={t("language")} value="zpl" disabled>
          <option value="zpl">ZPL</option>
        </Field>
        <Field
          as="select"
          isCompact
          id={id("dpmm")}
          label={t("dotsPerMm")}
          disabled={isFromSetting}
          {...field("dotsPerMm")}
        >
          <option value="8">{t("dpmm8")}</option>
          <option value="12">{t("dpmm12")}</option>
        </Field>
        {(
          [
            ["width", t("labelWidth"), "labelWidthMm"],
            ["height", t("labelHeight"), "labelHeightMm"],
          ] as const
        ).map(([side, label, name]) => (
          <Field
            key={side}
            isCompact
            id={id(side)}
            label={label}
            inputMode="numeric"
            disabled={isFromSetting}
            {...field(name)}
          />
        ))}
      </div>
      <CheckboxGroup
        id={id("departments")}
        legend={t("departments")}
        options={(departments.data ?? []).map((d) => ({ value: d.id, label: d.name }))}
        selected={values.departmentIds}
        onChange={(departmentIds) => set({ departmentIds })}
        error={errors.departmentIds}
        emptyText={t("noDepartments")}
      />
      <Field
        isCompact
        id={id("devices")}
        label={t("devices")}
        placeholder="Pack tablet 1, Pack tablet 2"
        {...field("devices")}
        error={errors.devices ?? errors.deviceIds}
      />
    </AdminForm>
  );
}
