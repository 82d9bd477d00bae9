// A line's lots: for every fabric, the lots and rolls it was cut from (a line
// cut from two lots shows both), and a lot matched with a supplier's label.
import Link from "next/link";
import type { Locale } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import type { LineTrace } from "@/lib/trace/schemas";
import { linkClasses } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";

const metres = (mm: number) => (mm / 1000).toFixed(2);

export function LineLots({ trace, name, locale }: { trace: LineTrace; name: string; locale: Locale }) {
  const t = getTranslator(locale);
  return (
    <div className="flex max-w-5xl flex-col gap-4">
      <h1 className="text-3xl font-bold">{t("trace.lineTitle", { name })}</h1>
      <p className="text-lg">{t("trace.lineIntro")}</p>
      {trace.lots.length === 0 ? (
        <p className="text-lg">{t("trace.noLots")}</p>
      ) : (
        <DataTable
          label={t("trace.lineTitle", { name })}
          rows={trace.lots}
          keyOf={(lot) => `${lot.materialCode} ${lot.lot ?? ""}`}
          columns={[
            { header: t("trace.material"), cell: (lot) => lot.materialName ?? lot.materialCode },
            {
              header: t("trace.lot"),
              cell: (lot) =>
                lot.lot ? (
                  <Link
                    className="underline"
                    href={`/trace/lots/${encodeURIComponent(lot.lot)}?materialCode=${lot.materialCode}`}
                  >
                    {lot.lot}
                  </Link>
                ) : (
                  t("trace.lotUnknown")
                ),
            },
            {
              header: t("trace.rolls"),
              cell: (lot) => (lot.rollCodes.length > 0 ? lot.rollCodes.join(", ") : t("trace.matchedOnly")),
              className: "font-mono",
            },
            { header: t("trace.metres"), cell: (lot) => metres(lot.cutMm), isNumeric: true },
          ]}
        />
      )}
      <Link
        className={linkClasses}
        href={`/projects/${trace.productionProjectId}#polygon-${trace.productionPolygonId}`}
      >
        {t("trace.toProject")}
      </Link>
    </div>
  );
}
