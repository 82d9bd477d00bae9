"use client";
// /scanner: try a scan (what it decoded to, with the feedback) and set up
// this tablet's hand scanner. Also the surface the scanner e2e tests drive.
// A folder of its own above scan/ and floor/: it puts floor's printer choice
// beside the scanner's settings, so components/scan never imports a floor widget.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { barcodeKinds, kindLabelKey, scanValue, type BarcodeKind } from "@/lib/scan/grammar";
import type { RejectedBurst } from "@/lib/scan/keyboard-wedge";
import { CameraScanner } from "@/components/scan/camera-scanner";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { useScanner, type ScanEvent } from "@/components/scan/scan-provider";
import { useScannerSettings } from "@/components/scan/scanner-settings-store";
import { ScannerSettingsForm } from "./scanner-settings-form";

const notAScanReasonKey = {
  "too-slow": "tooSlow",
  "too-short": "tooShort",
  "no-prefix": "noPrefix",
  "no-suffix": "noSuffix",
} as const;

export function ScannerSetup() {
  const t = useTranslations();
  const feedback = useScanFeedback();
  const [lastScan, setLastScan] = useState<ScanEvent | null>(null);
  const [accepts, setAccepts] = useState<BarcodeKind[]>([...barcodeKinds]);
  const [notAScan, setNotAScan] = useState<RejectedBurst | null>(null);
  const settings = useScannerSettings();

  useScanner({
    accepts,
    onScan: (scan) => {
      setLastScan(scan);
      feedback.show({ tone: "success", title: t(kindLabelKey(scan.kind)), detail: scanValue(scan) });
    },
    onNotAScan: setNotAScan,
    onRejected: (scan, message) => {
      setLastScan(scan);
      feedback.show({ tone: "error", ...message });
    },
  });

  const toggleKind = (kind: BarcodeKind, isOn: boolean) =>
    setAccepts((current) => (isOn ? [...current, kind] : current.filter((k) => k !== kind)));

  return (
    <div className="grid max-w-6xl gap-8 lg:grid-cols-2">
      <section aria-labelledby="try-title" className="flex flex-col gap-4">
        <h2 id="try-title" className="text-2xl font-bold">
          {t("scan.setup.tryTitle")}
        </h2>
        <p className="text-lg">{t("scan.setup.tryIntro")}</p>
        <CameraScanner className="self-start" />
        <section aria-labelledby="last-scan-title" className="border-ink rounded-xl border-2 p-4">
          <h3 id="last-scan-title" className="text-xl font-bold">
            {t("scan.setup.lastScan")}
          </h3>
          {lastScan ? (
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-xl">
              <dt className="font-semibold">{t("scan.setup.kind")}</dt>
              <dd data-testid="last-scan-kind">{t(kindLabelKey(lastScan.kind))}</dd>
              <dt className="font-semibold">{t("scan.setup.value")}</dt>
              <dd data-testid="last-scan-value" className="font-mono break-all">
                {scanValue(lastScan)}
              </dd>
              <dt className="font-semibold">{t("scan.setup.source")}</dt>
              <dd>{t(`scan.setup.sources.${lastScan.source}`)}</dd>
              {lastScan.timing && (
                <>
                  <dt className="font-semibold">{t("scan.setup.timing")}</dt>
                  <dd>
                    {t("scan.setup.timingValue", {
                      average: lastScan.timing.averageGapMs.toFixed(1),
                      longest: lastScan.timing.longestGapMs.toFixed(1),
                      keys: lastScan.timing.keys,
                    })}
                  </dd>
                </>
              )}
            </dl>
          ) : (
            <p className="mt-2 text-xl">{t("scan.setup.nothingYet")}</p>
          )}
        </section>
        {notAScan && (
          <section aria-labelledby="not-a-scan-title" className="rounded-xl border-2 border-gray-400 p-4">
            <h3 id="not-a-scan-title" className="text-xl font-bold">
              {t("scan.setup.notAScanTitle")}
            </h3>
            <p className="mt-2 text-lg">
              {t("scan.setup.notAScanTiming", {
                keys: notAScan.timing.keys,
                average: notAScan.timing.averageGapMs.toFixed(1),
                longest: notAScan.timing.longestGapMs.toFixed(1),
              })}
            </p>
            <p className="text-lg font-semibold">
              {t(`scan.setup.reasons.${notAScanReasonKey[notAScan.reason]}`, {
                maxInterKeyMs: settings.maxInterKeyMs,
                minLength: settings.minLength,
              })}
            </p>
          </section>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="text-lg font-semibold">{t("scan.setup.accepts")}</legend>
          {barcodeKinds.map((kind) => (
            <label key={kind} className="flex min-h-12 items-center gap-3 text-lg">
              <input
                type="checkbox"
                className="size-8"
                checked={accepts.includes(kind)}
                onChange={(event) => toggleKind(kind, event.target.checked)}
              />
              {t(kindLabelKey(kind))}
            </label>
          ))}
        </fieldset>
        <Field id="typing-test" label={t("scan.setup.typingTest")} hint={t("scan.setup.typingTestHint")} />
        <div className="flex flex-col gap-2">
          <p className="text-lg font-semibold">{t("scan.setup.tryFeedback")}</p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="secondary"
              onClick={() => feedback.show({ tone: "success", title: t("scan.setup.sampleSuccess") })}
            >
              {t("scan.setup.sampleSuccess")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => feedback.show({ tone: "warning", title: t("scan.setup.sampleWarning") })}
            >
              {t("scan.setup.sampleWarning")}
            </Button>
            <Button
              variant="secondary"
              onClick={() => feedback.show({ tone: "error", title: t("scan.setup.sampleError") })}
            >
              {t("scan.setup.sampleError")}
            </Button>
          </div>
        </div>
      </section>
      <ScannerSettingsForm />
    </div>
  );
}
