// The pallet's printable label (one 100 × 50 mm page): its Code 128 barcode
// (drawn on the server), what kind of carrier it is, how many packages are on
// it, and the projects and customers they belong to: the same content as the
// ZPL pallet label (lib/printing/zpl-templates.ts), for a station with no printer.
import type { Locale } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { LabelFace, SheetHeader, paperOnly } from "./label-face";

/** What a pallet label says (lib/printing's PalletLabel fits it; the page composes the two). */
export type PalletLabelContent = {
  barcode: string;
  packageType: string | null;
  projectNumbers: string[];
  customers: string[];
  packageCount: number;
};

export function PalletLabelSheet({ locale, label }: { locale: Locale; label: PalletLabelContent }) {
  const t = getTranslator(locale);
  const title = t("packing.pallet.labelTitle", { barcode: label.barcode });
  return (
    <>
      <style>{`@page { size: 100mm 50mm; margin: 0; } ${paperOnly}`}</style>
      <SheetHeader t={t} title={title} />
      <LabelFace
        name={title}
        heading={label.packageType ?? t("packing.pallet.title")}
        count={t("packing.pallet.packageCount", { count: label.packageCount })}
        firstLine={label.projectNumbers.join(", ")}
        secondLine={label.customers.join(", ")}
        barcode={label.barcode}
      />
    </>
  );
}
