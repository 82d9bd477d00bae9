"use client";
// One material entry (one polygon's need for the row's material), tappable to
// select it. A defective entry is red wherever it appears; an entry matched
// from a roll label shows the roll's lot.
import { useFormatter, useTranslations } from "next-intl";
import type { EntryQuantity } from "@/lib/matching/quantities";
import { quantityText } from "@/lib/polygons/quantity";
import type { MaterialLot } from "@/lib/polygons/material-lots";
import type { MatchingPolygonProjectMaterial } from "@/lib/production-api/schemas";
import { lotText } from "@/components/floor/lot-text";

type EntryButtonProps = {
  entry: MatchingPolygonProjectMaterial;
  isSelected: boolean;
  onSelect: () => void;
  /** The polygon's purchase number from the CPQ; undefined while unknown. */
  purchaseNumber?: string | null;
  lot?: MaterialLot;
  /** The entry's line as every screen names it ("line 5 · P0134"). */
  name: string;
  /** How much of the material the entry needs (the order spec's quantity). */
  quantity?: EntryQuantity;
};

export function entryStateKey(entry: MatchingPolygonProjectMaterial) {
  if (entry.hasDefect) return "defect" as const;
  return entry.isMatched ? ("matched" as const) : ("unmatched" as const);
}

const stateClasses = {
  defect: "border-bad bg-bad text-bad-fg",
  matched: "border-ok bg-green-50 text-ink",
  unmatched: "border-ink bg-white text-ink",
};

export function EntryButton({
  entry,
  isSelected,
  onSelect,
  lot,
  purchaseNumber,
  name,
  quantity,
}: EntryButtonProps) {
  const t = useTranslations("matching");
  const format = useFormatter();
  const tLot = useTranslations("matching.lot");
  const po = useTranslations("cpq.purchase");
  const state = entryStateKey(entry);
  const lotLine = lot ? lotText(lot, tLot) : null;
  return (
    <button
      type="button"
      aria-pressed={isSelected}
      onClick={onSelect}
      className={`flex min-h-14 min-w-40 flex-col items-start justify-center rounded-lg border-2 px-4 py-1 text-left text-lg focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${stateClasses[state]} ${isSelected ? "ring-4 ring-blue-700 ring-offset-2" : ""}`}
    >
      <span className="font-bold">{name}</span>
      <span>
        {t(`entry.state.${state}`)}
        {entry.hadDefect && !entry.hasDefect ? ` · ${t("entry.hadDefect")}` : ""}
      </span>
      {quantity && (
        <span className="font-semibold">
          {t("entry.take", {
            quantity: quantityText(quantity, (n) => format.number(n, "quantity")),
          })}
        </span>
      )}
      {lotLine && <span className="font-mono">{lotLine}</span>}
      {purchaseNumber !== undefined && (
        <span className="text-base">
          {po("label")}: {purchaseNumber ?? po("none")}
        </span>
      )}
    </button>
  );
}
