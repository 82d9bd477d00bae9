"use client";
// A polygon's detail beside the queue: its order-spec item (model, size,
// materials and their properties), the configured product from the CPQ
// (loaded on its own: a slow or absent CPQ never holds the rest up), its material entries' matching state (defects
// in red with their report), its status history with who and when, its
// department work, packages and reported problems.
import { useEffect, useRef } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { ProductDetails } from "@/components/cpq/product-details";
import { DefectNote } from "@/components/matching/defect-note";
import { buttonClasses } from "@/components/ui/button";
import { StatusBadge } from "@/components/workflow/status-badge";
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
  const format = useFormatter();
  const closeRef = useRef<HTMLButtonElement>(null);
  const { data, error, isPending } = useStationPolygon(departmentId, polygonId);
  const product = usePolygonProduct(departmentId, polygonId);
  const when = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "short", timeStyle: "short" }) : "–";
  useEffect(() => closeRef.current?.focus(), []);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="polygon-drawer-title"
      className="border-ink fixed inset-y-0 right-0 z-30 flex w-full max-w-2xl flex-col gap-4 overflow-y-auto border-l-4 bg-white p-6 shadow-2xl"
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <div className="flex items-start gap-4">
        <h2 id="polygon-drawer-title" className="text-2xl font-bold">
          {data
            ? `${data.summary.projectNumber ?? "?"} · ${data.summary.lineNumber ?? "?"} · ${ticketCode(data.id)}`
            : ticketCode(polygonId)}
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={buttonClasses("secondary", "ml-auto")}
          onClick={onClose}
        >
          {t("close")}
        </button>
      </div>
      {isPending && <p className="text-lg">{t("loading")}</p>}
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {t("failed")}
        </p>
      )}
      {data && (
        <>
          <section aria-labelledby="detail-item">
            <h3 id="detail-item" className="text-xl font-bold">
              {t("item")}
            </h3>
            <p className="text-lg">
              {data.summary.customer ?? "–"} · {data.item?.model ?? data.summary.product ?? "–"}
              {data.item?.width != null && ` · ${data.item.width} × ${data.item.height ?? "–"} mm`}
            </p>
            <p className="text-lg">
              {t("planned", { finish: when(data.finishAt), delivery: when(data.deliverAt) })}
            </p>
            <ul className="mt-2 flex flex-col gap-2">
              {data.item?.materials.map((m, i) => (
                <li key={i} className="rounded-lg border-2 border-gray-300 p-2 text-lg">
                  <span className="font-semibold">
                    {[m.name, m.description, m.color].filter(Boolean).join(" · ")}
                  </span>
                  {m.quantity && ` (${m.quantity})`}
                  {m.properties.length > 0 && (
                    <span className="block text-base text-gray-800">
                      {m.properties.map((p) => `${p.label ?? "?"}: ${p.value ?? "–"}`).join(" · ")}
                    </span>
                  )}
                </li>
              ))}
            </ul>
          </section>
          <ProductDetails answer={product.data} isPending={product.isPending} isError={product.isError} />
          {data.matching.length > 0 && (
            <section aria-labelledby="detail-matching">
              <h3 id="detail-matching" className="text-xl font-bold">
                {t("matching")}
              </h3>
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
                    {e.defect && <DefectNote polygonId={data.id} report={e.defect} />}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section aria-labelledby="detail-history">
            <h3 id="detail-history" className="text-xl font-bold">
              {t("history")}
            </h3>
            <ol className="flex flex-col gap-1">
              {data.history.map((h) => (
                <li key={h.id} className="flex flex-wrap items-center gap-2 text-lg">
                  <StatusBadge value={h.statusValue} statuses={statuses} />
                  <span>{when(h.assignedAt)}</span>
                  <span>
                    {h.employeeName ??
                      (h.hubEmployeeId === null ? "–" : t("employee", { id: h.hubEmployeeId }))}
                  </span>
                  {h.remarks && <span className="text-gray-800">“{h.remarks}”</span>}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="detail-departments">
            <h3 id="detail-departments" className="text-xl font-bold">
              {t("departments")}
            </h3>
            <ul className="text-lg">
              {data.departments.map((d) => (
                <li key={d.id}>
                  {t("departmentWork", {
                    name: d.departmentName ?? String(d.productionDepartmentId),
                    start: when(d.startAt),
                    finish: when(d.finishAt),
                  })}
                </li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="detail-packages">
            <h3 id="detail-packages" className="text-xl font-bold">
              {t("packages")}
            </h3>
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
          </section>
          {data.problems.length > 0 && (
            <section aria-labelledby="detail-problems">
              <h3 id="detail-problems" className="text-xl font-bold">
                {t("problems")}
              </h3>
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
            </section>
          )}
        </>
      )}
    </div>
  );
}
