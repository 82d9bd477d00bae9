"use client";
// One line under a fabric of the Cut list: why two pieces were not put side by
// side (docs/cutting.md, "Side by side"): the cutting table's setting, or two
// pieces cut one after the other that would not fit across the roll together.
import { useTranslations } from "next-intl";
import type { CutListRoll } from "@/lib/cutting/cut-list/schemas";
import { sideBySideOf } from "@/lib/cutting/cut-list/side-by-side";
import { ticketCode } from "@/lib/polygons/ticket-code";

export function SideBySideNote({ rolls, isAllowed }: { rolls: readonly CutListRoll[]; isAllowed: boolean }) {
  const t = useTranslations("cutList");
  if (rolls.length === 0) return null;
  const { apart, rollWidthMm } = sideBySideOf(rolls, isAllowed);
  const text = !isAllowed
    ? t("sideBySideOff")
    : apart
      ? t("sideBySideApart", {
          first: ticketCode(apart.productionPolygonIds[0]),
          second: ticketCode(apart.productionPolygonIds[1]),
          across: apart.acrossMm,
          width: rollWidthMm ?? 0,
        })
      : t("sideBySideWhereFit", { width: rollWidthMm ?? 0 });
  return <p className="text-lg text-gray-800">{text}</p>;
}
