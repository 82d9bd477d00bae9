"use client";
// The product line the last scan belongs to: where it goes, and every package
// of it with its packed state; labels to print (on the station's printer, else
// the browser's print page) and a package to add.
import { useTranslations } from "next-intl";
import { DirectPrintButton } from "@/components/floor/direct-print-button";
import { Section } from "@/components/ui/section";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import type { PolygonView } from "@/lib/packing/polygon-view";
import { AddPackageForm } from "./add-package-form";

function Fact({ term, value }: { term: string; value: string | number | null }) {
  return (
    <div>
      <dt className="text-base text-gray-700">{term}</dt>
      <dd className="text-2xl font-bold">{value ?? "–"}</dd>
    </div>
  );
}

export function PolygonPanel({ polygon, highlightId }: { polygon: PolygonView; highlightId: number | null }) {
  const t = useTranslations("packing.polygon");
  const labels = useFloorLabels();
  const size =
    polygon.width === null
      ? null
      : polygon.height === null
        ? t("widthOnly", { width: polygon.width })
        : t("sizeValue", { width: polygon.width, height: polygon.height });

  return (
    <Section level={2} title={t("title")} className="border-ink rounded-xl border-2 p-4">
      <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-4">
        <Fact term={t("job")} value={labels.code(polygon.id)} />
        <Fact term={t("project")} value={polygon.projectNumber} />
        <Fact term={t("reference")} value={polygon.reference} />
        <Fact term={t("customer")} value={polygon.customer} />
        <Fact term={t("line")} value={polygon.lineNumber} />
        <Fact term={t("product")} value={polygon.product && labels.product(polygon.product)} />
        <Fact term={t("size")} value={size} />
        <Fact
          term={t("status")}
          value={polygon.statusValue === null ? null : labels.status(polygon.statusValue)}
        />
      </dl>

      <h3 className="mt-5 text-xl font-bold">{t("packages")}</h3>
      <ul aria-label={t("packages")} className="mt-2 flex flex-col gap-2">
        {polygon.packages.map((pkg) => (
          <li
            key={pkg.id}
            data-package-id={pkg.id}
            data-packed={pkg.isPacked}
            className={`flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border-2 px-4 py-2 text-lg ${
              pkg.isPacked ? "border-ok bg-ok/10" : "border-gray-400"
            } ${pkg.id === highlightId ? "ring-4 ring-blue-700" : ""}`}
          >
            <span className="font-bold">{t("packageOf", { number: pkg.number, of: pkg.of })}</span>
            <span>{pkg.packageType}</span>
            {pkg.amount > 1 && <span>{t("amount", { amount: pkg.amount })}</span>}
            <span className="font-mono">{pkg.barcode}</span>
            <span className={pkg.isPacked ? "text-ok font-bold" : "font-semibold text-gray-800"}>
              {pkg.isPacked ? t("packed") : t("notPacked")}
              {pkg.packedBy ? ` ${t("packedBy", { who: pkg.packedBy })}` : ""}
            </span>
            {pkg.parentPolygonPackageId !== null && <span>{t("onPallet")}</span>}
            <span className="ml-auto">
              <DirectPrintButton
                label={t("printLabel")}
                variant="ghost"
                target={{ kind: "package", productionPolygonId: polygon.id, polygonPackageId: pkg.id }}
                fallbackHref={`/pack/labels/polygon/${polygon.id}?package=${pkg.id}`}
              />
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-3">
        <DirectPrintButton
          label={t("printLabels")}
          variant="secondary"
          target={{ kind: "package", productionPolygonId: polygon.id }}
          fallbackHref={`/pack/labels/polygon/${polygon.id}`}
        />
        <DirectPrintButton
          label={t("printProject")}
          variant="secondary"
          target={{ kind: "project", productionProjectId: polygon.productionProjectId }}
          fallbackHref={`/pack/labels/project/${polygon.productionProjectId}`}
        />
      </div>
      <AddPackageForm polygon={polygon} />
    </Section>
  );
}
