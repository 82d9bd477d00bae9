"use client";
// Two notes of the Cut list (docs/cutting.md, "One amount"): the lines whose
// cut sizes take much more or less fabric than their order says (for the
// supervisor to look at), and what the lines take rather than cut from a roll.
import { useFormatter, useTranslations } from "next-intl";
import type { CutList } from "@/lib/cutting/cut-list/schemas";
import { ticketCode } from "@/lib/polygons/ticket-code";

type Fabric = CutList["fabrics"][number];

export function CutSizesDiffer({ fabric, name }: { fabric: Fabric; name: string }) {
  const t = useTranslations("cutList");
  const format = useFormatter();
  if (fabric.cutSizesDiffer.length === 0) return null;
  const metres = (mm: number) => format.number(mm / 1000, { maximumFractionDigits: 2 });
  return (
    <ul aria-label={t("cutSizesDifferLabel")} className="text-lg font-semibold">
      {fabric.cutSizesDiffer.map((line) => (
        <li key={line.productionPolygonId}>
          {t("cutSizesDiffer", {
            ticket: ticketCode(line.productionPolygonId),
            percent: line.differsPercent,
            fabric: name,
            cut: metres(line.cutMm),
            order: metres(line.orderMm),
          })}
        </li>
      ))}
      <MoreLines count={fabric.hidden.cutSizesDiffer} />
    </ul>
  );
}

/** The last item of a list the server sent part of: how many more there are. */
export function MoreLines({ count }: { count: number }) {
  const t = useTranslations("cutList");
  return count > 0 ? <li>{t("moreLines", { count })}</li> : null;
}

export function TakesList({ takes, hiddenCount }: { takes: CutList["takes"]; hiddenCount: number }) {
  const t = useTranslations("cutList");
  const format = useFormatter();
  if (takes.length === 0) return null;
  return (
    <section aria-label={t("takesLabel")} className="flex flex-col gap-2">
      <h2 className="text-2xl font-bold">{t("takesLabel")}</h2>
      <ul className="text-lg">
        {takes.map((take, i) => (
          <li key={`${take.productionPolygonId}-${i}`}>
            {t("take", {
              ticket: ticketCode(take.productionPolygonId),
              name: take.name ?? take.eanCode ?? "–",
              quantity: take.quantity
                ? [format.number(take.quantity.amount, { maximumFractionDigits: 3 }), take.quantity.unit]
                    .filter(Boolean)
                    .join(" ")
                : "–",
            })}
          </li>
        ))}
        <MoreLines count={hiddenCount} />
      </ul>
    </section>
  );
}
