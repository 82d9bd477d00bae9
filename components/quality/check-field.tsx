"use client";
// One check in the station's check dialog, large for gloved fingers: a
// measurement in mm with the order's target and tolerance and its verdict as it
// is typed, a yes/no as two big buttons, or photos from the tablet's rear camera
// (made small on the tablet before they are kept: photo.ts).
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { ChoiceButtons } from "@/components/floor/choice-buttons";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import type { PhotoInput } from "@/lib/quality/schemas";
import { photoForCheck, photoSource } from "./photo";
import type { CheckVerdict, Entry, StationCheck } from "./verdict";

const maxPhotos = 3;

type Props = {
  check: StationCheck;
  entry: Entry;
  verdict: CheckVerdict;
  onChange: (entry: Entry) => void;
  /** Shown once the operator tried to send: what is missing or typed wrong. */
  showsMissing: boolean;
};

export const checkLabel = (check: Pick<StationCheck, "labelEn" | "labelNl">, locale: string) =>
  locale === "nl" ? check.labelNl : check.labelEn;

export function CheckField({ check, entry, verdict, onChange, showsMissing }: Props) {
  const t = useTranslations("quality.station");
  const locale = useLocale();
  const id = `check-${check.id}`;
  const label = `${checkLabel(check, locale)}${check.isRequired ? "" : ` (${t("optional")})`}`;
  const error =
    showsMissing && verdict.kind === "missing"
      ? t("missing")
      : verdict.kind === "invalid" && entry.valueText.trim() !== ""
        ? t("invalid")
        : undefined;
  const frame = `flex flex-col gap-2 rounded-xl border-4 p-3 ${
    verdict.kind === "fail"
      ? "border-bad bg-red-50"
      : verdict.kind === "pass"
        ? "border-ok"
        : "border-gray-300"
  }`;
  return (
    <div className={frame} data-check={check.kind} data-verdict={verdict.kind}>
      {check.kind === "measurement" && (
        <Measurement
          check={check}
          label={label}
          id={id}
          entry={entry}
          verdict={verdict}
          onChange={onChange}
          error={error}
        />
      )}
      {check.kind === "yes-no" && (
        <ChoiceButtons
          id={id}
          legend={label}
          options={[
            { value: "yes", label: t("yes") },
            { value: "no", label: t("no") },
          ]}
          value={entry.answer === null ? null : entry.answer ? "yes" : "no"}
          onChange={(value) => onChange({ ...entry, answer: value === null ? null : value === "yes" })}
          error={error}
        />
      )}
      {check.kind === "photo" && (
        <Photos id={id} label={label} entry={entry} onChange={onChange} error={error} />
      )}
    </div>
  );
}

function Measurement({
  check,
  label,
  id,
  entry,
  verdict,
  onChange,
  error,
}: Omit<Props, "showsMissing"> & { label: string; id: string; error?: string }) {
  const t = useTranslations("quality.station");
  // Whole millimetres as the card and the tape show them: no thousands separator.
  const mm = (value: number) => String(value);
  if (check.targetMm === null)
    return (
      <p className="text-xl">
        <span className="font-semibold">{label}</span>: {t(`noTarget.${check.measure ?? "width"}`)}
      </p>
    );
  return (
    <>
      <Field
        id={id}
        label={label}
        hint={t("target", { target: mm(check.targetMm), tolerance: mm(check.toleranceMm ?? 0) })}
        inputMode="numeric"
        autoComplete="off"
        enterKeyHint="next"
        className="min-h-16 max-w-xs text-3xl tabular-nums"
        value={entry.valueText}
        onChange={(event) => onChange({ ...entry, valueText: event.target.value })}
        error={error}
      />
      {verdict.kind === "pass" && <p className="text-ok text-xl font-bold">✓ {t("withinTolerance")}</p>}
      {verdict.kind === "fail" && verdict.offMm !== undefined && (
        <p className="text-bad text-xl font-bold">
          ✗ {t(verdict.offMm < 0 ? "offLess" : "offMore", { mm: mm(Math.abs(verdict.offMm)) })}
        </p>
      )}
    </>
  );
}

function Photos({
  id,
  label,
  entry,
  onChange,
  error,
}: {
  id: string;
  label: string;
  entry: Entry;
  onChange: (entry: Entry) => void;
  error?: string;
}) {
  const t = useTranslations("quality.station");
  const [isBusy, setBusy] = useState(false);
  const [hasFailed, setFailed] = useState(false);
  const add = async (files: File[]) => {
    setBusy(true);
    setFailed(false);
    try {
      const room = maxPhotos - entry.photos.length;
      const photos: PhotoInput[] = [];
      for (const file of files.slice(0, room)) photos.push(await photoForCheck(file));
      onChange({ ...entry, photos: [...entry.photos, ...photos] });
    } catch (failure) {
      console.warn("[quality] a photo could not be read:", failure);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="flex flex-col gap-2">
      {entry.photos.length < maxPhotos && (
        <Field
          id={id}
          label={label}
          type="file"
          accept="image/*"
          capture="environment"
          disabled={isBusy}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = "";
            if (files.length > 0) void add(files);
          }}
          error={hasFailed ? t("photoFailed") : error}
          className="py-2 file:min-h-12 file:rounded-lg file:border-0 file:bg-gray-200 file:px-5 file:text-xl"
        />
      )}
      {entry.photos.length >= maxPhotos && <p className="text-lg font-semibold">{label}</p>}
      {isBusy && (
        <p role="status" className="text-lg">
          {t("photoBusy")}
        </p>
      )}
      {entry.photos.length > 0 && (
        <ul className="flex flex-wrap gap-3">
          {entry.photos.map((photo, index) => (
            <li key={index} className="flex flex-col items-start gap-1">
              {/* eslint-disable-next-line @next/next/no-img-element -- a photo just taken, not a static asset */}
              <img
                src={photoSource(photo)}
                alt={t("photoAlt", { number: index + 1, check: label })}
                className="h-32 rounded-lg border-2 border-gray-300 object-cover"
              />
              <Button
                variant="secondary"
                onClick={() => onChange({ ...entry, photos: entry.photos.filter((_, i) => i !== index) })}
              >
                {t("removePhoto", { number: index + 1 })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
