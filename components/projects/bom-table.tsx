// A bill of materials as a table: code, description, EAN, supplier, quantity and unit.
import type { OrderSpec } from "@/lib/production-api/schemas";
import type { Locale } from "@/lib/auth/roles";
import { getTranslator } from "@/lib/i18n/messages";
import { dash } from "./format";

type BomLine = OrderSpec["orderSpec"]["billOfMaterials"][number];

export function BomTable({ lines, caption, locale }: { lines: BomLine[]; caption: string; locale: Locale }) {
  const t = getTranslator(locale);
  if (lines.length === 0) return <p className="text-lg">{t("projects.bom.empty")}</p>;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: 3 });
  return (
    <table className="w-full border-collapse text-left text-base">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b-2 border-black">
          <th scope="col" className="py-1 pr-3">
            {t("projects.bom.code")}
          </th>
          <th scope="col" className="py-1 pr-3">
            {t("projects.bom.description")}
          </th>
          <th scope="col" className="py-1 pr-3">
            {t("projects.bom.ean")}
          </th>
          <th scope="col" className="py-1 pr-3">
            {t("projects.bom.supplier")}
          </th>
          <th scope="col" className="py-1 pr-3 text-right">
            {t("projects.bom.quantity")}
          </th>
          <th scope="col" className="py-1">
            {t("projects.bom.unit")}
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line, i) => (
          <tr key={`${line.code ?? ""}-${i}`} className="border-b border-gray-300">
            <td className="py-1 pr-3">{line.code ?? dash}</td>
            <td className="py-1 pr-3">{line.description ?? dash}</td>
            <td className="py-1 pr-3">{line.eanCode ?? dash}</td>
            <td className="py-1 pr-3">{line.supplier?.name ?? line.supplierCode ?? dash}</td>
            <td className="py-1 pr-3 text-right">{number.format(line.quantity)}</td>
            <td className="py-1">{line.unitDescription ?? dash}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
