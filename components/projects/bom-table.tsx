// A bill of materials as a table: code, description, EAN, supplier, quantity and unit.
import { DataTable } from "@/components/ui/data-table";
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { OrderSpec } from "@/lib/production-api/schemas";
import { dash } from "@/components/ui/format";

type BomLine = OrderSpec["orderSpec"]["billOfMaterials"][number];

export function BomTable({ lines, caption, locale }: { lines: BomLine[]; caption: string; locale: Locale }) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  if (lines.length === 0) return <p className="text-lg">{t("projects.bom.empty")}</p>;
  return (
    <DataTable
      caption={caption}
      rows={lines}
      keyOf={(line, i) => `${line.code ?? ""}-${i}`}
      columns={[
        { header: t("projects.bom.code"), cell: (line) => line.code ?? dash },
        { header: t("projects.bom.description"), cell: (line) => line.description ?? dash },
        { header: t("projects.bom.ean"), cell: (line) => line.eanCode ?? dash },
        {
          header: t("projects.bom.supplier"),
          cell: (line) => line.supplier?.name ?? line.supplierCode ?? dash,
        },
        {
          header: t("projects.bom.quantity"),
          cell: (line) => format.number(line.quantity, "quantity"),
          isNumeric: true,
        },
        { header: t("projects.bom.unit"), cell: (line) => line.unitDescription ?? dash, className: "pr-0" },
      ]}
    />
  );
}
