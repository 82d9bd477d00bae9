"use client";
// The scanner settings of this tablet (kept in localStorage), its label printer included.
import { useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { PrinterChoice } from "@/components/printing/printer-choice";
import { TextField } from "@/components/ui/text-field";
import { defaultScannerSettings, type ScannerSettings } from "@/lib/scan/settings";
import { scannerSettingsSchema } from "@/lib/scan/settings-schema";
import { saveScannerSettings, useScannerSettings } from "./scanner-settings-store";

export function ScannerSettingsForm() {
  const settings = useScannerSettings();
  const [status, setStatus] = useState<SaveStatus>("idle");
  // A new form when the stored settings change (they load after the first paint).
  return (
    <SettingsForm key={JSON.stringify(settings)} initial={settings} status={status} setStatus={setStatus} />
  );
}

type SaveStatus = "idle" | "saved" | "invalid";

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
    });
    if (!parsed.success) return setStatus("invalid");
    saveScannerSettings(parsed.data);
    setStatus("saved");
  };

  return (
    <section aria-labelledby="settings-title" className="flex flex-col gap-4">
      <h2 id="settings-title" className="text-2xl font-bold">
        {t("settingsTitle")}
      </h2>
      <p className="text-lg">{t("settingsIntro")}</p>
      <form onSubmit={save} className="flex flex-col gap-4" noValidate>
        <TextField
          id="max-inter-key-ms"
          name="maxInterKeyMs"
          type="number"
          inputMode="numeric"
          min={5}
          max={150}
          label={t("maxInterKeyMs")}
          hint={t("maxInterKeyMsHint")}
          defaultValue={initial.maxInterKeyMs}
        />
        <TextField
          id="min-length"
          name="minLength"
          type="number"
          inputMode="numeric"
          min={1}
          max={32}
          label={t("minLength")}
          defaultValue={initial.minLength}
        />
        <TextField
          id="prefix"
          name="prefix"
          label={t("prefix")}
          hint={t("prefixHint")}
          defaultValue={initial.prefix}
        />
        <TextField
          id="suffix"
          name="suffix"
          label={t("suffix")}
          hint={t("suffixHint")}
          defaultValue={initial.suffix}
        />
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input
            type="checkbox"
            name="suffixEndsScan"
            className="size-6"
            defaultChecked={initial.suffixEndsScan}
          />
          {t("suffixEndsScan")}
        </label>
        <TextField
          id="group-separator-text"
          name="groupSeparatorText"
          label={t("groupSeparatorText")}
          hint={t("groupSeparatorTextHint")}
          defaultValue={initial.groupSeparatorText}
        />
        <TextField
          id="group-separator-key"
          name="groupSeparatorKey"
          label={t("groupSeparatorKey")}
          hint={t("groupSeparatorKeyHint")}
          defaultValue={initial.groupSeparatorKey}
        />
        <fieldset className="flex flex-col gap-2">
          <legend className="text-lg font-semibold">{t("readKeysBy")}</legend>
          {(["physical-key", "character"] as const).map((option) => (
            <label key={option} className="flex min-h-12 items-center gap-3 text-lg">
              <input
                type="radio"
                name="readKeysBy"
                value={option}
                className="size-6 shrink-0"
                defaultChecked={initial.readKeysBy === option}
              />
              {t(option === "physical-key" ? "readKeysByPhysicalKey" : "readKeysByCharacter")}
            </label>
          ))}
        </fieldset>
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input type="checkbox" name="soundOn" className="size-6" defaultChecked={initial.soundOn} />
          {t("soundOn")}
        </label>
        <label className="flex min-h-12 items-center gap-3 text-lg">
          <input type="checkbox" name="vibrateOn" className="size-6" defaultChecked={initial.vibrateOn} />
          {t("vibrateOn")}
        </label>
        <PrinterChoice printerId={initial.printerId} printNewPackageLabel={initial.printNewPackageLabel} />
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
    </section>
  );
}
