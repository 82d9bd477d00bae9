// One product line of the project: its current status, order-spec item
// (materials with properties, bill of materials), its purchase number from the
// CPQ, department work, packages and the matching state of its materials (the
// lot of each roll matched), defects in red. Anchored at #polygon-<id> so that
// a search hit opens the page at the line.
import type { ReactNode } from "react";
import { Section } from "@/components/ui/section";
import { StatusBadge } from "@/components/workflow/status-badge";
import type { Locale } from "@/lib/base/roles";
import type { ProjectPolygon } from "@/lib/projects/project-page";
import type { OrderSpecItem } from "@/lib/production-api/schemas";
import { serverFloorLabels } from "@/lib/polygons/server-floor-labels";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import { quantityOf, quantityText } from "@/lib/polygons/quantity";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import type { ProductName } from "@/lib/workflow/product-name-schema";
import { lotText, type LotTranslate } from "@/components/floor/lot-text";
import { HoldActions } from "@/components/floor/hold-actions";
import { BomTable } from "./bom-table";
import { dash, formatWhen, joined } from "@/components/ui/format";
import { departmentDatesText } from "@/components/ui/department-dates-text";

type Props = {
  polygon: ProjectPolygon;
  item: OrderSpecItem | undefined;
  statuses: WorkflowStatus[];
  /** The product types' Dutch names. */
  productNames: readonly ProductName[];
  locale: Locale;
  /** A supervisor may release a hold and set any status here. */
  mayChangeStatus?: boolean;
  /** The plan's projected finish of this line, when it is open (composed by the page). */
  projected?: ReactNode;
  /** The line's quality checks (composed by the page: components/quality). */
  checks?: ReactNode;
};

const matchingColours = {
  matched: "border-ok text-ok",
  unmatched: "border-gray-700 text-gray-900",
  defect: "border-bad text-bad",
  none: "border-gray-400 text-gray-800",
} as const;

/** A titled list of a line's facts, or a dash when there are none. */
function ListOrDash<T>({
  title,
  items,
  render,
}: {
  title: string;
  items: T[];
  render: (item: T) => ReactNode;
}) {
  return (
    <Section level={4} title={title}>
      {items.length === 0 ? (
        <p className="text-base">{dash}</p>
      ) : (
        <ul className="text-base">{items.map(render)}</ul>
      )}
    </Section>
  );
}

export function PolygonSection({
  polygon,
  item,
  statuses,
  productNames,
  locale,
  mayChangeStatus = false,
  projected,
  checks,
}: Props) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  /** "7,7 m" for a Dutch reader; the spec's own text when it gives no number. */
  const quantityOfLine = (m: OrderSpecItem["materials"][number]) => {
    const quantity = quantityOf(m);
    return quantity ? quantityText(quantity, (n) => format.number(n, "quantity")) : m.quantityDescription;
  };
  const lotOf: LotTranslate = (key, values) => t(`matching.lot.${key}`, values);
  const headingId = `polygon-${polygon.id}-heading`;
  const labels = serverFloorLabels(locale, statuses, productNames);
  const product = item?.model?.description ?? item?.model?.value ?? item?.productCategory;
  const title = t("projects.polygon.title", {
    line: polygon.lineNumber ?? "?",
    code: labels.code(polygon.id),
  });
  return (
    <article
      id={`polygon-${polygon.id}`}
      aria-labelledby={headingId}
      className="scroll-mt-4 break-inside-avoid rounded-lg border-2 border-gray-300 p-4 target:border-blue-700"
    >
      <div className="flex flex-wrap items-center gap-3">
        <h3 id={headingId} className="text-2xl font-bold">
          {title}
        </h3>
        <StatusBadge value={polygon.currentStatusValue} statuses={statuses} />
        <span
          className={`rounded-md border-2 px-2 text-base font-semibold ${matchingColours[polygon.matching]}`}
        >
          {t(`projects.matching.${polygon.matching}`)}
        </span>
      </div>
      {mayChangeStatus && (
        <div className="mt-2 print:hidden">
          <HoldActions
            polygonId={polygon.id}
            name={title}
            statuses={statuses}
            currentValue={polygon.currentStatusValue}
            isOnHold={polygon.isOnHold}
            mayRelease
            maySetStatus
            refreshesPage
          />
        </div>
      )}
      {polygon.purchaseNumber !== undefined && (
        <p className="mt-1 text-lg">
          {t("cpq.purchase.label")}:{" "}
          <span className="font-mono font-semibold">{polygon.purchaseNumber ?? t("cpq.purchase.none")}</span>
        </p>
      )}
      <p className="mt-1 text-lg">
        {joined([
          product && labels.product(product),
          item?.description,
          item && (item.width !== null || item.height !== null)
            ? `${item.width ?? "?"} × ${item.height ?? "?"} mm`
            : null,
        ])}
      </p>
      <p className="text-base text-gray-800">
        {/* The line's planned dates, named as on every screen (lib/base/line-dates.ts). */}
        {t("lineDates.plannedFinishAt", { at: formatWhen(locale, polygon.dates.plannedFinish) })} ·{" "}
        {t("lineDates.plannedDeliveryAt", { at: formatWhen(locale, polygon.dates.plannedDelivery) })}
      </p>
      {projected}

      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        <Section level={4} title={t("projects.polygon.materials")}>
          <ul className="list-disc pl-6 text-base">
            {(item?.materials ?? []).map((m, i) => (
              <li key={`${m.name ?? ""}-${i}`}>
                <span className="font-semibold">{m.name ?? dash}</span>:{" "}
                {joined([m.material?.description, m.material?.color, m.material?.eanCode, quantityOfLine(m)])}
                {m.properties.some((p) => p.isVisible) && (
                  <span className="block text-gray-800">
                    {m.properties
                      .filter((p) => p.isVisible)
                      .map(
                        (p) =>
                          `${p.displayLabel ?? p.propertyDescription ?? "?"}: ${p.propertyValueLabel ?? p.propertyValue ?? dash}`,
                      )
                      .join(" · ")}
                  </span>
                )}
              </li>
            ))}
          </ul>
        </Section>
        <ListOrDash
          title={t("projects.polygon.matchingTitle")}
          items={polygon.materials}
          render={(e) => (
            <li key={e.id} className={e.hasDefect ? "text-bad font-semibold" : undefined}>
              {joined([e.material, e.color, e.eanCode])} –{" "}
              {t(`projects.matching.${e.hasDefect ? "defect" : e.isMatched ? "matched" : "unmatched"}`)}
              {e.lot && lotText(e.lot, lotOf) && (
                <span className="block font-mono">{lotText(e.lot, lotOf)}</span>
              )}
              {e.defect && (
                <span className="block">
                  {t("projects.polygon.defectBy", {
                    remark: e.defect.remark,
                    name: e.defect.reportedByName,
                    when: formatWhen(locale, e.defect.reportedAt),
                  })}
                </span>
              )}
            </li>
          )}
        />
        <ListOrDash
          title={t("projects.polygon.departments")}
          items={polygon.departments}
          render={(d) => (
            <li key={d.id}>
              {departmentDatesText(
                d.name,
                d.dates,
                (iso) => formatWhen(locale, iso),
                (key, values) => t(`lineDates.${key}`, values),
              )}
            </li>
          )}
        />
        <ListOrDash
          title={t("projects.polygon.packages")}
          items={polygon.packages}
          render={(p) => (
            <li key={p.id}>
              <span className="font-mono font-semibold">{p.barcode}</span>
              {p.amount > 1 ? ` × ${p.amount}` : ""}:{" "}
              {p.packedAt
                ? t("projects.polygon.packedAt", { when: formatWhen(locale, p.packedAt) })
                : t("projects.polygon.notPacked")}
            </li>
          )}
        />
      </div>

      <Section level={4} title={t("projects.polygon.bom")} className="mt-3">
        <BomTable
          lines={item?.billOfMaterials ?? []}
          caption={`${t("projects.polygon.bom")}: ${title}`}
          locale={locale}
        />
      </Section>
      {checks}
    </article>
  );
}
