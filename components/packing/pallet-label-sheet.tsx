// The pallet's printable label (one 100 × 50 mm page): its Code 128 barcode
// (drawn on the server), what kind of carrier it is, how many packages are on
// it, and the projects and customers they belong to: the same content as the
// ZPL pallet label (lib/printing/zpl-templates.ts), for a station with no printer.
import Link from "next/link";
import type { Locale } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { code128Svg } from "@/lib/packing/barcode-svg";
import { buttonClasses } from "@/components/ui/button";
import { PrintButton } from "@/components/ui/print-button";

/** What a pallet label says (lib/printing's PalletLabel fits it; the page composes the two). */
export type PalletLabelContent = {
  barcode: string;
  packageType: string | null;
  projectNumbers: string[];
  customers: string[];
  packageCount: number;
};

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

export function PalletLabelSheet({ locale, label }: { locale: Locale; label: PalletLabelContent }) {
  const t = getTranslator(locale);
  const title = t("packing.pallet.labelTitle", { barcode: label.barcode });
  return (
    <>
      <style>{"@page { size: 100mm 50mm; margin: 0; }"}</style>
      <header className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
        <h1 className="mr-auto text-3xl font-bold">{title}</h1>
        <Link href="/pack" className={buttonClasses("secondary")}>
          {t("packing.labels.back")}
        </Link>
        <PrintButton label={t("packing.labels.print")} />
      </header>
      <article
        className="flex h-[50mm] w-[100mm] flex-col overflow-hidden border border-dashed border-gray-500 bg-white px-[4mm] py-[3mm] text-black print:border-0"
        aria-label={title}
      >
        <div className="flex items-baseline justify-between gap-2">
          <p className="text-[7mm] leading-none font-black">
            {label.packageType ?? t("packing.pallet.title")}
          </p>
          <p className="text-[4mm] font-bold">
            {t("packing.pallet.packageCount", { count: label.packageCount })}
          </p>
        </div>
        <p className="truncate text-[3.6mm] font-semibold">{label.projectNumbers.join(", ")}</p>
        <p className="truncate text-[3.4mm]">{label.customers.join(", ")}</p>
        {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG data URL, nothing to optimise */}
        <img
          src={svgDataUrl(code128Svg(label.barcode))}
          alt={label.barcode}
          data-barcode={label.barcode}
          className="mt-auto h-[16mm] w-full object-contain object-left"
        />
        <p className="font-mono text-[3.6mm] font-bold tracking-wider">{label.barcode}</p>
      </article>
    </>
  );
}
