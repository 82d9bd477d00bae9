"use client";
// The CPQ's facts of the scanned roll: picture, colour, composition, width
// (and pattern repeat, washing symbols), so the matcher sees they hold the
// right one. A CPQ that has nothing or is down: one line.
import { useId } from "react";
import { useTranslations } from "next-intl";
import { useScannedMaterial } from "./api/scanned-material";

export function MaterialCard({ ean }: { ean: string }) {
  const t = useTranslations("cpq");
  const { data, isPending, isError } = useScannedMaterial(ean);
  const headingId = useId();
  if (isPending) return <p className="text-lg">{t("material.loading")}</p>;
  if (isError) return <p className="text-lg">{t("unavailable")}</p>;
  if (data.status !== "ok") {
    return (
      <p className="text-lg">
        {data.status === "not-available"
          ? t("notAvailable")
          : t("unavailableBecause", { reason: data.message })}
      </p>
    );
  }
  const m = data.material;
  const facts = [
    { label: t("material.colour"), value: m.colour },
    { label: t("material.composition"), value: m.composition },
    {
      label: t("material.width"),
      value: m.width === null ? null : t("material.widthValue", { width: m.width }),
    },
    {
      label: t("material.patternLength"),
      value: m.patternLength ? t("material.widthValue", { width: m.patternLength }) : null,
    },
    { label: t("material.washingSymbols"), value: m.washingSymbols },
  ].filter((f) => f.value);
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-wrap items-start gap-4 rounded-lg bg-gray-100 p-3"
    >
      {m.picture && (
        // eslint-disable-next-line @next/next/no-img-element -- a CPQ picture served by the app's own route
        <img
          src={m.picture}
          alt={t("material.pictureAlt", { name: m.name ?? ean })}
          className="h-28 w-28 rounded-lg border-2 border-gray-400 object-cover"
        />
      )}
      <div className="flex flex-col gap-1">
        <h3 id={headingId} className="text-xl font-bold">
          {t("material.title")}: {m.name ?? m.code ?? ean}
        </h3>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-lg">
          {facts.map((f) => (
            <div key={f.label} className="contents">
              <dt className="font-semibold">{f.label}</dt>
              <dd>{f.value}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
