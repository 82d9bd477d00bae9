"use client";
// A polygon's detail beside the queue: its order-spec item (model, size,
// materials and their properties), the configured product from the CPQ
// (loaded on its own: a slow or absent CPQ never holds the rest up), its
// material entries' matching state (defects in red with their report, the lot
// of the roll matched), its status history with who and when, its department
// work, packages and reported problems; and reporting scrap (components/reasons).
import { useFormatter, useTranslations } from "next-intl";
import { ProductDetails } from "@/components/cpq/product-details";
import { ScrapPanel } from "@/components/floor/scrap-panel";
import { DefectNote } from "@/components/floor/defect-note";
import { lotText } from "@/components/floor/lot-text";
import { DirectPrintButton } from "@/components/floor/direct-print-button";
import { ticketQuery } from "@/components/tickets/ticket-query";
import { Button } from "@/components/ui/button";
import { departmentDatesText } from "@/components/ui/department-dates-text";
import { Dialog } from "@/components/ui/dialog";
import { Section } from "@/components/ui/section";
import { StatusBadge } from "@/components/workflow/status-badge";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import { useRemarkText } from "@/components/workflow/use-remark-text";
import { quantityText } from "@/lib/polygons/quantity";
import { ticketCode } from "@/lib/polygons/ticket-code";
import type { WorkflowStatus } from "@/lib/workflow/schemas";
import { usePolygonProduct } from "./api/get-polygon-product";
import { useStationPolygon } from "./api/get-station-polygon";

type DrawerProps = {
  departmentId: number;
  polygonId: number;
  statuses: WorkflowStatus[];
  onClose: () => void;
};

export function PolygonDrawer({ departmentId, polygonId, statuses, onClose }: DrawerProps) {
  const t = useTranslations("station.detail");
  const tDates = useTranslations("lineDates");
  const tLot = useTranslations("matching.lot");
  const format = useFormatter();
  const labels = useFloorLabels();
  const { data, error, isPending } = useStationPolygon(departmentId, polygonId);
  const product = usePolygonProduct(departmentId, polygonId);
  const nameOf = useDepartmentName();
  const remarkText = useRemarkText();
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), "shortMoment") : "–");

  return (
    <Dialog
      placement="drawer"
      closesOnBackdrop
      title={data ? labels.job({ id: data.id, ...data.summary }) : ticketCode(polygonId)}
      onClose={onClose}
      headerEnd={
        <span className="ml-auto flex flex-wrap items-center gap-2">
          <DirectPrintButton
            label={t("printTicket")}
            variant="secondary"
            target={{
              kind: "department-tickets",
              departmentId,
              offset: 0,
              select: "all",
              productionPolygonIds: [polygonId],
            }}
            departmentId={departmentId}
            fallbackHref={`/stations/${departmentId}/tickets${ticketQuery("a6", { kind: "ids", ids: [polygonId] })}`}
          />
          <Button variant="secondary" onClick={onClose}>
            {t("close")}
          </Button>
        </span>
      }
    >
      {isPending && <p className="text-lg">{t("loading")}</p>}
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {t("failed")}
        </p>
      )}
      {data && (
        <>
          <Section title={t("item")}>
            <p className="text-lg">
              {data.summary.customer ?? "–"} ·{" "}
              {labels.product(data.item?.model ?? data.summary.product ?? "–")}
              {data.item?.width != null && ` · ${data.item.width} × ${data.item.height ?? "–"} mm`}
            </p>
            <p className="text-lg">
              {/* The line's planned dates, named as every screen names them (lib/base/line-dates.ts). */}
              {tDates("plannedFinishAt", { at: when(data.dates.plannedFinish) })} ·{" "}
              {tDates("plannedDeliveryAt", { at: when(data.dates.plannedDelivery) })}
            </p>
            <ul className="mt-2 flex flex-col gap-2">
              {data.item?.materials.map((m, i) => (
                <li key={i} className="rounded-lg border-2 border-gray-300 p-2 text-lg">
                  <span className="font-semibold">
                    {[m.name, m.description, m.color].filter(Boolean).join(" · ")}
                  </span>
                  {m.amount
                    ? ` (${quantityText(m.amount, (n) => format.number(n, "quantity"))})`
                    : m.quantity && ` (${m.quantity})`}
                  {m.properties.length > 0 && (
                    <span className="block text-base text-gray-800">
                      {m.properties.map((p) => `${p.label ?? "?"}: ${p.value ?? "–"}`).join(" · ")}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </Section>
          <ProductDetails answer={product.data} isPending={product.isPending} isError={product.isError} />
          {data.matching.length > 0 && (
            <Section title={t("matching")}>
              <ul className="flex flex-col gap-2">
                {data.matching.map((e) => (
                  <li key={e.id} className="flex flex-col gap-1 text-lg">
                    <span>
                      {[e.material, e.color].filter(Boolean).join(" · ") || "–"}
                      {" · "}
                      {e.hasDefect ? (
                        <span className="bg-bad text-bad-fg rounded px-2 font-bold">{t("entryDefect")}</span>
                      ) : (
                        <span className={e.isMatched ? "" : "font-semibold"}>
                          {e.isMatched ? t("entryMatched") : t("entryUnmatched")}
                        </span>
                      )}
                      {e.hadDefect && !e.hasDefect && ` · ${t("entryHadDefect")}`}
                    </span>
                    {e.lot && lotText(e.lot, tLot) && (
                      <span className="font-mono">{lotText(e.lot, tLot)}</span>
                    )}
                    {e.defect && (
                      <DefectNote name={labels.job({ id: data.id, ...data.summary })} report={e.defect} />
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <Section title={t("history")}>
            <ol className="flex flex-col gap-1">
              {data.history.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center gap-2 text-lg">
                  <StatusBadge value={h.statusValue} statuses={statuses} />
                  <span>{when(h.assignedAt)}</span>
                  <span>
                    {h.employeeName ??
                      (h.hubEmployeeId === null ? "–" : t("employee", { id: h.hubEmployeeId }))}
                  </span>
                  {h.remarks && <span className="text-gray-800">“{remarkText(h.remarks)}”</span>}
                </li>
              ))}
            </ol>
          </Section>
          <Section title={t("departments")}>
            <ul className="text-lg">
              {data.departments.map((d) => (
                <li key={d.id}>
                  {departmentDatesText(
                    d.departmentName === null
                      ? String(d.productionDepartmentId)
                      : nameOf({ code: d.departmentCode ?? "", name: d.departmentName }),
                    d.dates,
                    when,
                    (key, values) => tDates(key, values),
                  )}
                </li>
              ))}
            </ul>
          </Section>
          <Section title={t("packages")}>
            {data.packages.length === 0 ? (
              <p className="text-lg">{t("noPackages")}</p>
            ) : (
              <ul className="text-lg">
                {data.packages.map((p) => (
                  <li key={p.id}>
                    {p.barcode} · {p.packedAt ? t("packedAt", { at: when(p.packedAt) }) : t("notPacked")}
                  </li>
                ))}
              </ul>
            )}
          </Section>
          {data.problems.length > 0 && (
            <Section title={t("problems")}>
              <ul className="text-lg">
                {data.problems.map((p) => (
                  <li key={p.id} className="text-bad">
                    {when(p.reportedAt)} · {p.reportedByName}: {p.remark}{" "}
                    {p.photoUrl && (
                      // eslint-disable-next-line @next/next/no-img-element -- an authenticated route, not a static asset
                      <img
                        src={p.photoUrl}
                        alt={t("photoAlt", { remark: p.remark })}
                        className="mt-1 max-h-64 rounded-lg"
                      />
                    )}
                  </li>
                ))}
              </ul>
            </Section>
          )}
          <ScrapPanel
            departmentId={departmentId}
            productionPolygonId={data.id}
            polygonName={ticketCode(data.id)}
            onScrapped={onClose}
          />
        </>
      )}
    </Dialog>
  );
}
