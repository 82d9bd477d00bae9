// Printable package labels: Code 128 (drawn on the server), project number,
// customer, line, product and "package n of m". `format` picks the print
// stylesheet: one 100 × 50 mm label per page for label printers, or A4 sheets
// of ten labels.
import type { Locale } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import type { Label } from "@/lib/packing/labels";
import { serverFloorLabels } from "@/lib/polygons/server-floor-labels";
import type { ProductName } from "@/lib/workflow/product-name-schema";
import { LabelFace, SheetHeader, paperOnly } from "./label-face";

export type LabelFormat = "label-printer" | "a4";

// One label, one page: a break only BEFORE each label after the first (a break
// after the last one started a second, empty label); ten on an A4 sheet.
const pageStyles: Record<LabelFormat, string> = {
  "label-printer": `@page { size: 100mm 50mm; margin: 0; } @media print { .label + .label { break-before: page; } } ${paperOnly}`,
  a4: `@page { size: 210mm 297mm; margin: 5mm; } @media print { .label-grid { display: grid; grid-template-columns: 100mm 100mm; gap: 0; } .label { break-inside: avoid; } } ${paperOnly}`,
};

type LabelCardProps = {
  label: Label;
  t: ReturnType<typeof getTranslator>;
  product: (name: string) => string;
};

function LabelCard({ label, t, product }: LabelCardProps) {
  return (
    <LabelFace
      name={label.barcode}
      className="label"
      heading={label.projectNumber}
      count={t("packing.labels.packageOf", { number: label.number, of: label.of })}
      firstLine={label.customer}
      secondLine={
        <>
          {t("packing.labels.line", { line: label.lineNumber ?? "?" })}
          {label.product ? ` · ${product(label.product)}` : ""}
          {label.packageType ? ` · ${label.packageType}` : ""}
        </>
      }
      barcode={label.barcode}
    />
  );
}

type LabelSheetProps = {
  locale: Locale;
  title: string;
  intro?: string;
  labels: Label[];
  format: LabelFormat;
  /** The admin's Dutch names of product types (lib/workflow/product-names.ts). */
  productNames?: readonly ProductName[];
};

export function LabelSheet({ locale, title, intro, labels, format, productNames = [] }: LabelSheetProps) {
  const t = getTranslator(locale);
  const { product } = serverFloorLabels(locale, [], productNames);
  return (
    <>
      <style>{pageStyles[format]}</style>
      <SheetHeader t={t} title={title}>
        {intro && <p className="w-full text-xl">{intro}</p>}
      </SheetHeader>
      {labels.length === 0 ? (
        <p className="text-xl">{t("packing.labels.none")}</p>
      ) : (
        <div className="label-grid flex flex-wrap gap-3 print:gap-0">
          {labels.map((label) => (
            <LabelCard key={label.polygonPackageId} label={label} t={t} product={product} />
          ))}
        </div>
      )}
    </>
  );
}
