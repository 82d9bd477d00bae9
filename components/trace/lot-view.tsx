// The lot's page: its rolls (received, cut, left, where), every line cut from
// it (project, customer, product, metres, status, packages, shipped), the CSV
// and the recall. A server component; the recall and the releases are small
// client parts that refresh the page when done.
import Link from "next/link";
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import { serverFloorLabels } from "@/lib/polygons/server-floor-labels";
import type { LotTrace, TracedLine } from "@/lib/trace/schemas";
import { linkClasses } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { RecallSection, ReleaseHoldForm } from "./hold-forms";

const metres = (mm: number) => (mm / 1000).toFixed(2);
const lotQuery = (materialCode: string | null) => (materialCode ? `?materialCode=${materialCode}` : "");

export function LotView({ trace, locale }: { trace: LotTrace; locale: Locale }) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  const shipped = trace.lines.filter((l) => l.shipped).length;
  const open = trace.lines.filter((l) => !l.shipped && !l.isOnHold && l.status !== null);
  const customers = new Set(trace.lines.map((l) => l.customer ?? "")).size;
  const labels = serverFloorLabels(locale);
  /** "P26-0052 · line 4 · P0134": the job code keeps two pieces of one order line apart. */
  const name = (line: TracedLine) =>
    labels.job({
      id: line.productionPolygonId,
      projectNumber: line.projectNumber,
      lineNumber: line.lineNumber,
    });
  const materials = [...new Set(trace.rolls.map((r) => r.materialName ?? r.materialCode))].join(", ");
  const csvHref = `/api/trace/lots/${encodeURIComponent(trace.lot)}/csv${lotQuery(trace.materialCode)}`;
  return (
    <div className="flex max-w-6xl flex-col gap-6">
      <header>
        <h1 className="text-3xl font-bold">{t("trace.lotTitle", { lot: trace.lot })}</h1>
        <p className="mt-1 text-lg">{materials || (trace.materialCode ?? t("trace.allMaterials"))}</p>
        <p className="mt-2 text-lg">
          {t("trace.summary", {
            lines: trace.lines.length,
            customers,
            shipped,
            open: trace.lines.length - shipped,
          })}
        </p>
        <div className="mt-2 flex gap-6">
          <a href={csvHref} className={linkClasses} download>
            {t("trace.downloadCsv")}
          </a>
          <Link href="/trace" className={linkClasses}>
            {t("trace.newSearch")}
          </Link>
        </div>
      </header>

      <Section title={t("trace.rolls")} level={2}>
        {trace.rolls.length === 0 ? (
          <p className="mt-2 text-lg">{t("trace.noRolls")}</p>
        ) : (
          <DataTable
            label={t("trace.rolls")}
            rows={trace.rolls}
            keyOf={(r) => r.rollId}
            columns={[
              { header: t("trace.roll"), cell: (r) => r.code, className: "font-mono" },
              { header: t("trace.material"), cell: (r) => r.materialName ?? r.materialCode },
              { header: t("trace.received"), cell: (r) => format.dateTime(new Date(r.registeredAt), "day") },
              { header: t("trace.length"), cell: (r) => metres(r.lengthMm), isNumeric: true },
              { header: t("trace.cut"), cell: (r) => metres(r.cutMm), isNumeric: true },
              { header: t("trace.left"), cell: (r) => metres(r.lengthLeftMm), isNumeric: true },
              {
                header: t("trace.status"),
                cell: (r) =>
                  r.status === "in-stock" || r.status === "used-up" || r.status === "waste"
                    ? t(`trace.rollStatus.${r.status}`)
                    : r.status,
              },
              { header: t("trace.where"), cell: (r) => r.place ?? t("trace.unknown") },
            ]}
          />
        )}
      </Section>

      <Section title={t("trace.lines")} level={2}>
        {trace.lines.length === 0 ? (
          <p className="mt-2 text-lg">{t("trace.noLines")}</p>
        ) : (
          <DataTable
            label={t("trace.lines")}
            rows={trace.lines}
            keyOf={(l) => l.productionPolygonId}
            columns={[
              { header: t("trace.customer"), cell: (l) => l.customer ?? t("trace.unknown") },
              {
                header: t("trace.project"),
                cell: (l) =>
                  l.productionProjectId ? (
                    <Link
                      className="underline"
                      href={`/projects/${l.productionProjectId}#polygon-${l.productionPolygonId}`}
                    >
                      {l.projectNumber ?? l.productionProjectId}
                    </Link>
                  ) : (
                    t("trace.unknown")
                  ),
              },
              { header: t("trace.line"), cell: (l) => l.lineNumber ?? t("trace.unknown") },
              { header: t("trace.product"), cell: (l) => l.product ?? t("trace.unknown") },
              { header: t("trace.metres"), cell: (l) => metres(l.cutMm), isNumeric: true },
              { header: t("trace.status"), cell: (l) => l.statusLabel ?? t("trace.unknown") },
              {
                header: t("trace.packages"),
                cell: (l) => l.packages.map((p) => p.barcode).join(", ") || t("trace.unknown"),
              },
              { header: t("trace.shipped"), cell: (l) => (l.shipped ? t("trace.yes") : t("trace.no")) },
              {
                header: t("trace.lotsOfLine"),
                cell: (l) => (
                  <div className="flex flex-col items-start gap-1">
                    <Link className="underline" href={`/trace/lines/${l.productionPolygonId}`}>
                      {t("trace.lotsOfLine")}
                      <span className="sr-only"> {name(l)}</span>
                    </Link>
                    {l.isOnHold && (
                      <ReleaseHoldForm productionPolygonId={l.productionPolygonId} name={name(l)} />
                    )}
                  </div>
                ),
              },
            ]}
          />
        )}
      </Section>

      <Section title={t("trace.recallTitle")} level={2}>
        <RecallSection lot={trace.lot} materialCode={trace.materialCode} count={open.length} />
      </Section>
    </div>
  );
}
