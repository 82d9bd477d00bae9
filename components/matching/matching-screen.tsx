"use client";
// The matching screen: scan a roll's EAN to see the rows of that material and
// which polygons need it, with the oldest unmatched entry preselected; a
// second scan of the same EAN (or one tap) matches it; a supplier's GS1 roll
// label is read for its EAN, and the lot it gives is kept with the match
// (docs/scanning.md). Below, every row to
// browse with search, filters and paging. Any entry tapped can be matched,
// unmatched with a reason, reported defective with a remark, or repaired.
import { useState } from "react";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { CameraScanner } from "@/components/scan/camera-scanner";
import { useScanFeedback } from "@/components/scan/scan-feedback";
import { useScanner } from "@/components/scan/scan-provider";
import { findOldestUnmatched, type EntryInRow } from "@/lib/matching/oldest-unmatched";
import type { ScannedLabel } from "@/lib/polygons/material-lots";
import type { MatchingRow } from "@/lib/production-api/schemas";
import { matchingBrowseQueryOptions } from "./api/browse-matching";
import { BrowsePanel } from "./browse-panel";
import { scanFilters } from "./scan-filters";
import { ScanPanel } from "./scan-panel";
import { scannedLabelOf } from "./scanned-label";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { UnmatchedCounter } from "./unmatched-counter";
import { useEntryActions } from "./use-entry-actions";

export function MatchingScreen() {
  const t = useTranslations("matching");
  const queryClient = useQueryClient();
  const feedback = useScanFeedback();
  const actions = useEntryActions();
  const labels = useFloorLabels();
  const [scannedEan, setScannedEan] = useState<string | null>(null);
  /** The GS1 label of the last scan of that EAN; null when a bare EAN was scanned. */
  const [scannedLabel, setScannedLabel] = useState<ScannedLabel | null>(null);
  /** The entry the matcher tapped; null: the preselected (oldest unmatched) one of the scan. */
  const [chosenId, setChosenId] = useState<number | null>(null);

  const selectionIn = (rows: readonly MatchingRow[]): EntryInRow | null => {
    if (chosenId !== null) {
      for (const row of rows) {
        const entry = row.polygonProjectMaterials.find((e) => e.id === chosenId);
        if (entry) return { row, entry };
      }
    }
    return findOldestUnmatched(rows);
  };

  const onMaterial = async (ean: string, label: ScannedLabel | null) => {
    const options = matchingBrowseQueryOptions(scanFilters(ean));
    const cached = queryClient.getQueryData(options.queryKey);
    if (ean === scannedEan && cached) {
      // The same material again: this roll goes to the selected entry, with this label's lot.
      setScannedLabel(label);
      const selected = selectionIn(cached.results);
      if (selected && !selected.entry.isMatched) {
        setChosenId(null);
        const { productionPolygonId } = selected.entry;
        const name = labels.job({ id: productionPolygonId, lineNumber: cached.lines[productionPolygonId] });
        return void actions.match({ ...selected.entry, name }, label);
      }
      return feedback.show({ tone: "warning", title: t("scan.nothingToMatch", { ean }) });
    }
    try {
      const found = await queryClient.fetchQuery(options);
      setScannedEan(ean);
      setScannedLabel(label);
      setChosenId(null);
      if (found.totalResults === 0) {
        // Red, as an unknown barcode is at /pack.
        return feedback.show({
          tone: "error",
          title: t("scan.notFound", { ean }),
          detail: t("scan.notFoundDetail"),
        });
      }
      const oldest = findOldestUnmatched(found.results);
      feedback.show({
        tone: "success",
        title: oldest
          ? t("scan.found", { material: found.results[0]?.material ?? ean })
          : t("scan.allMatched", { ean }),
        detail: oldest ? t("scan.scanAgain") : undefined,
      });
    } catch {
      feedback.show({ tone: "error", title: t("scan.failed"), detail: t("tryAgain") });
    }
  };

  useScanner({
    accepts: ["material"],
    onScan: (scan) => {
      if (scan.kind === "material") void onMaterial(scan.ean, scannedLabelOf(scan.gs1));
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center gap-4">
        <UnmatchedCounter />
        <CameraScanner />
      </div>
      <p className="text-xl">{t("scanHint")}</p>
      {scannedEan !== null && (
        <ScanPanel
          ean={scannedEan}
          selectionIn={selectionIn}
          onChoose={setChosenId}
          onClose={() => {
            setScannedEan(null);
            setScannedLabel(null);
            setChosenId(null);
          }}
          actions={{ ...actions, match: (entry) => actions.match(entry, scannedLabel) }}
        />
      )}
      <BrowsePanel actions={actions} />
    </div>
  );
}
