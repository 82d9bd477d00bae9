// What the package labels and the pallet label share on paper: the sheet's
// header (title, back to /pack, print; hidden in print), nothing around the
// labels on paper, and the 100 × 50 mm face: a large heading with a count at
// its right, two lines, and the Code 128 barcode (drawn on the server) with its text.
import Link from "next/link";
import type { ReactNode } from "react";
import type { getTranslator } from "@/lib/i18n/messages";
import { code128Svg } from "@/lib/packing/barcode-svg";
import { buttonClasses } from "@/components/ui/button";
import { PrintButton } from "@/components/ui/print-button";

// Nothing around the labels on paper: the body's screen height and padding
// started a second, empty label.
export const paperOnly =
  "@media print { html, body, main { margin: 0 !important; padding: 0 !important; min-height: 0 !important } }";

const svgDataUrl = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`;

type Translate = ReturnType<typeof getTranslator>;

export function SheetHeader({ t, title, children }: { t: Translate; title: string; children?: ReactNode }) {
  return (
    <header className="mb-4 flex flex-wrap items-center gap-3 print:hidden">
      <h1 className="mr-auto text-3xl font-bold">{title}</h1>
      <Link href="/pack" className={buttonClasses("secondary")}>
        {t("packing.labels.back")}
      </Link>
      <PrintButton label={t("packing.labels.print")} />
      {children}
    </header>
  );
}

type LabelFaceProps = {
  /** The accessible name of the label. */
  name: string;
  /** Extra classes ("label": one page each on a label printer). */
  className?: string;
  heading: ReactNode;
  count: ReactNode;
  firstLine: ReactNode;
  secondLine: ReactNode;
  barcode: string;
};

export function LabelFace({
  name,
  className = "",
  heading,
  count,
  firstLine,
  secondLine,
  barcode,
}: LabelFaceProps) {
  return (
    <article
      className={`${className} flex h-[50mm] w-[100mm] flex-col overflow-hidden border border-dashed border-gray-500 bg-white px-[4mm] py-[3mm] text-black print:border-0`}
      aria-label={name}
    >
      <div className="flex items-baseline justify-between gap-2">
        <p className="text-[7mm] leading-none font-black">{heading}</p>
        <p className="text-[4mm] font-bold">{count}</p>
      </div>
      <p className="truncate text-[3.6mm] font-semibold">{firstLine}</p>
      <p className="truncate text-[3.4mm]">{secondLine}</p>
      {/* eslint-disable-next-line @next/next/no-img-element -- a server-drawn SVG data URL, nothing to optimise */}
      <img
        src={svgDataUrl(code128Svg(barcode))}
        alt={barcode}
        data-barcode={barcode}
        className="mt-auto h-[16mm] w-full object-contain object-left"
      />
      <p className="font-mono text-[3.6mm] font-bold tracking-wider">{barcode}</p>
    </article>
  );
}
