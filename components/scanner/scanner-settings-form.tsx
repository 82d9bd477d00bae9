"use client";
// The scanner settings of this tablet (kept in localStorage), its label printer included.
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PrinterChoice } from "@/components/floor/printer-choice";
import { Field } from "@/components/ui/field";
import { Section } from "@/components/ui/section";
import { defaultScannerSettings, type ScannerSettings } from "@/lib/scan/settings";
import { scannerSettingsSchema } from "@/lib/scan/settings-schema";
import { saveScannerSettings, useScannerSettings } from "@/components/scan/scanner-settings-store";

export function ScannerSettingsForm() {
  const settings = useScannerSettings();
  const [status, setStatus] = useState<SaveStatus>("idle");
  // A new form when the stored settings change (they load after the first paint).
  return (
    <SettingsForm key={JSON.stringify(settings)} initial={settings} status={status} setStatus={setStatus} />
  );
}

type SaveStatus = "idle" | "saved" | "invalid";

const textFields = [
  { name: "maxInterKeyMs", id: "max-inter-key-ms", hint: "maxInterKeyMsHint", range: { min: 5, max: 150 } },
  { name: "minLength", id: "min-length", hint: null, range: { min: 1, max: 32 } },
  { name: "repeatScanConfirmSeconds", id: "repeat-scan-confirm", hint: null, range: { min: 0, max: 120 } },
  { name: "prefix", id: "prefix", hint: "prefixHint", range: null },
  { name: "suffix", id: "suffix", hint: "suffixHint", range: null },
] as const;

const separatorFields = [
  { name: "groupSeparatorText", id: "group-separator-text", hint: "groupSeparatorTextHint", range: null },
  { name: "groupSeparatorKey", id: "group-separator-key", hint: "groupSeparatorKeyHint", range: null },
] as const;

type FieldRow = (typeof textFields)[number] | (typeof separatorFields)[number];

function SettingsForm({
  initial,
  status,
  setStatus,
}: {
  initial: ScannerSettings;
  status: SaveStatus;
  setStatus: (status: SaveStatus) => void;
}) {
  const t = useTranslations("scan.setup");

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value : "";
    };
    const parsed = scannerSettingsSchema.safeParse({
      maxInterKeyMs: Number(text("maxInterKeyMs")),
      minLength: Number(text("minLength")),
      prefix: text("prefix"),
      suffix: text("suffix"),
      suffixEndsScan: form.get("suffixEndsScan") === "on",
      groupSeparatorKey: text("groupSeparatorKey"),
      groupSeparatorText: text("groupSeparatorText"),
      readKeysBy: text("readKeysBy"),
      soundOn: form.get("soundOn") === "on",
      vibrateOn: form.get("vibrateOn") === "on",
      printerId: text("printerId") === "" ? null : Number(text("printerId")),
      printNewPackageLabel: form.get("printNewPackageLabel") === "on",
      deviceName: text("deviceName").trim(),
      departmentId: text("departmentId") === "" ? null : Number(text("departmentId")),
      repeatScanConfirmSeconds: Number(text("repeatScanConfirmSeconds")),
    });
    if (!parsed.success) return setStatus("invalid");
    saveScannerSettings(parsed.data);
    setStatus("saved");
  };

  return (
    <Section level={2} title={t("settingsTitle")} className="flex flex-col gap-4">
      <p className="text-lg">{t("settingsIntro")}</p>
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        {textFields.map((field) => (
          <SettingField key={field.name} field={field} initial={initial} />
        ))}
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input
            type="checkbox"
            name="suffixEndsScan"
            className="size-8"
            defaultChecked={initial.suffixEndsScan}
          />
          {t("suffixEndsScan")}
        </label>
        {separatorFields.map((field) => (
          <SettingField key={field.name} field={field} initial={initial} />
        ))}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-lg font-semibold">{t("readKeysBy")}</legend>
          {(["physical-key", "character"] as const).map((option) => (
            <label key={option} className="flex min-h-12 items-center gap-3 text-lg">
              <input
                type="radio"
                name="readKeysBy"
                value={option}
                className="size-8 shrink-0"
                defaultChecked={initial.readKeysBy === option}
              />
              {t(option === "physical-key" ? "readKeysByPhysicalKey" : "readKeysByCharacter")}
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input type="checkbox" name="soundOn" className="size-8" defaultChecked={initial.soundOn} />
          {t("soundOn")}
        </label>
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input type="checkbox" name="vibrateOn" className="size-8" defaultChecked={initial.vibrateOn} />
          {t("vibrateOn")}
        </label>
        <PrinterChoice
          printerId={initial.printerId}
          printNewPackageLabel={initial.printNewPackageLabel}
          deviceName={initial.deviceName}
          departmentId={initial.departmentId}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit">{t("save")}</Button>
          <Button
            variant="secondary"
            onClick={() => {
              saveScannerSettings(defaultScannerSettings);
              setStatus("saved");
            }}
          >
            {t("reset")}
          </Button>
        </div>
        <p role="status" className="text-lg font-semibold">
          {status === "saved" ? t("saved") : status === "invalid" ? t("invalid") : ""}
        </p>
      </form>
    </Section>
  );
}

function SettingField({
  field: { name, id, hint, range },
  initial,
}: {
  field: FieldRow;
  initial: ScannerSettings;
}) {
  const label = useTranslations("scan.setup");
  return (
    <Field
      id={id}
      name={name}
      label={label(name)}
      hint={hint ? label(hint) : undefined}
      defaultValue={initial[name]}
      {...(range && { type: "number", inputMode: "numeric", ...range })}
    />
  );
}
