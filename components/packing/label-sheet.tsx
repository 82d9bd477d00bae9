// Printable package labels: Code 128 (drawn on the server), project number,
// customer, line, product and "package n of m". `format` picks the print
// stylesheet: one 100 × 50 mm label per page for label printers, or A4 sheets
// of ten labels.
import Link from "next/link";
import type { Locale } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { code128Svg } from "@/lib/packing/barcode-svg";
import type { Label } from "@/lib/packing/labels";
import { buttonClasses } from "@/components/ui/button";
import { PrintButton } from "@/components/ui/print-button";

export type LabelFormat = "label-printer" | "a4";

// One label, one page: a break only BEFORE each label after the first (a break
// after the last one, or the body's screen height and padding, started a
// second, empty label), and nothing around the labels on paper.
export const paperOnly =
  "@media print { html, body, main { margin: 0 !important; padding: 0 !important; min-height: 0 !important } }";
const pageStyles: Record<LabelFormat, string> = {
  "label-printer": `@page { size: 100mm 50mm; margin: 0; } @media print { .label + .label { break-before: page; } } ${paperOnly}`,
  a4: `@page { size: 210mm 297mm; margin: 5mm; } @media print { .label-grid { display: grid; grid-template-columns: 100mm 100mm; gap: 0; } .label { break-inside: avoid; } } ${paperOnly}`,
};

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

function LabelCard({ label, t }: { label: Label; t: ReturnType<typeof getTranslator> }) {
  return (
    <article
      className="label flex h-[50mm] w-[100mm] flex-col overflow-hidden border border-dashed border-gray-500 bg-white px-[4mm] py-[3mm] text-black print:border-0"
      aria-label={label.barcode}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-[7mm] leading-none font-black">{label.projectNumber}</p>
        <p className="text-[4mm] font-bold">
          {t("packing.labels.packageOf", { number: label.number, of: label.of })}
        </p>
      </div>
      <p className="truncate text-[3.6mm] font-semibold">{label.customer}</p>
      <p className="truncate text-[3.4mm]">
        {t("packing.labels.line", { line: label.lineNumber ?? "?" })}
        {label.product ? ` · ${label.product}` : ""}
        {label.packageType ? ` · ${label.packageType}` : ""}
      </p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG data URL, nothing to optimise */}
      <img
        src={svgDataUrl(code128Svg(label.barcode))}
        alt={label.barcode}
        data-barcode={label.barcode}
        className="mt-auto h-[16mm] w-full object-contain object-left"
      />
      <p className="font-mono text-[3.6mm] font-bold tracking-wider">{label.barcode}</p>
    </article>
  );
}

type LabelSheetProps = {
  locale: Locale;
  title: string;
  intro?: string;
  labels: Label[];
  format: LabelFormat;
};

export function LabelSheet({ locale, title, intro, labels, format }: LabelSheetProps) {
  const t = getTranslator(locale);
  return (
    <>
      <style>{pageStyles[format]}</style>
      <header className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="mr-auto text-3xl font-bold">{title}</h1>
        <Link href="/pack" className={buttonClasses("secondary")}>
          {t("packing.labels.back")}
        </Link>
        <PrintButton label={t("packing.labels.print")} />
        {intro && <p className="w-full text-xl">{intro}</p>}
      </header>
      {labels.length === 0 ? (
        <p className="text-xl">{t("packing.labels.none")}</p>
      ) : (
        <div className="label-grid flex flex-wrap gap-3 print:gap-0">
          {labels.map((label) => (
            <LabelCard key={label.polygonPackageId} label={label} t={t} />
          ))}
        </div>
      )}
    </>
  );
}
