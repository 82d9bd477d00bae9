"use client";
// The end of a roll: the cutter accepts the planned rest (what is left on the
// roll after the cuts) or types the length measured. Longer than the offcut
// minimum it becomes an offcut whose label prints on the station's printer.
// A length far below what the roll has left (0 mm always) asks first: what is
// missing counts as waste (lib/cutting/rolls/far-below.ts).
import { useId, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field } from "@/components/ui/field";
import { isFarBelowRest } from "@/lib/cutting/rolls/far-below";

export function LeftoverDialog({
  code,
  place,
  plannedRestMm,
  offcutMinMm,
  isBusy,
  onLeave,
  onClose,
}: {
  code: string;
  /** Where the roll lies: the offcut's place unless the cutter types another. */
  place: string | null;
  plannedRestMm: number;
  offcutMinMm: number;
  isBusy: boolean;
  /** undefined: the planned rest is accepted; `confirmed`: a length far below the rest, confirmed. */
  onLeave: (lengthMm: number | undefined, options: { confirmed?: boolean; place?: string }) => void;
  onClose: () => void;
}) {
  const t = useTranslations("cutList.leftover");
  const id = useId();
  const [measured, setMeasured] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [asking, setAsking] = useState<number | null>(null);
  const [offcutPlace, setOffcutPlace] = useState(place ?? "");
  const placeOf = () => (offcutPlace.trim() ? { place: offcutPlace.trim() } : {});
  const acceptRef = useRef<HTMLButtonElement>(null);
  const saveMeasured = () => {
    const lengthMm = Number(measured.trim());
    if (!/^\d{1,8}$/.test(measured.trim()) || !Number.isSafeInteger(lengthMm)) return setError(t("measured"));
    if (isFarBelowRest(lengthMm, plannedRestMm, offcutMinMm)) return setAsking(lengthMm);
    onLeave(lengthMm, placeOf());
  };
  if (asking !== null) {
    const facts = { code, left: plannedRestMm, length: asking, waste: plannedRestMm - asking };
    return (
      <Dialog title={t("confirmTitle")} onClose={onClose}>
        <div className="flex flex-col gap-4">
          <p role="alert" className="text-xl font-semibold">
            {t("confirmWhy", facts)}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button
              variant="danger"
              disabled={isBusy}
              onClick={() => onLeave(asking, { confirmed: true, ...placeOf() })}
            >
              {t("confirmYes", facts)}
            </Button>
            <Button variant="secondary" onClick={() => setAsking(null)}>
              {t("confirmNo")}
            </Button>
          </div>
        </div>
      </Dialog>
    );
  }
  return (
    <Dialog title={t("title", { code })} onClose={onClose} initialFocus={acceptRef}>
      <div className="flex flex-col gap-4">
        <p className="text-xl">{t("planned", { length: plannedRestMm })}</p>
        <p className="text-lg">{t("rule", { min: offcutMinMm })}</p>
        <Field
          id={`${id}-place`}
          label={t("place")}
          value={offcutPlace}
          maxLength={60}
          onChange={(event) => setOffcutPlace(event.target.value)}
        />
        <Button ref={acceptRef} disabled={isBusy} onClick={() => onLeave(undefined, placeOf())}>
          {t("accept")}
        </Button>
        <Field
          id={`${id}-measured`}
          label={t("measured")}
          inputMode="numeric"
          value={measured}
          error={error}
          onChange={(event) => {
            setMeasured(event.target.value);
            setError(undefined);
          }}
        />
        <DialogActions cancelLabel={t("cancel")} onCancel={onClose}>
          <Button variant="secondary" disabled={isBusy || measured.trim() === ""} onClick={saveMeasured}>
            {t("saveMeasured")}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
}
