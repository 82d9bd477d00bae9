"use client";
// The scanned roll as the CPQ knows it (picture, colour, composition, width),
// the rows of the scanned EAN and the polygons that need it; the selected
// entry (the oldest unmatched one unless another was tapped) has its actions open.
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { QueryGate } from "@/components/ui/query-gate";
import type { EntryInRow } from "@/lib/matching/oldest-unmatched";
import type { MatchingRow } from "@/lib/production-api/schemas";
import { useMatchingBrowse } from "./api/browse-matching";
import { MaterialCard } from "./material-card";
import { scanFilters } from "./scan-filters";
import { RowCard } from "./row-card";
import type { EntryActions } from "./use-entry-actions";

const isAllMatched = (row: MatchingRow) => row.polygonProjectMaterials.every((e) => e.isMatched);

type ScanPanelProps = {
  ean: string;
  selectionIn: (rows: readonly MatchingRow[]) => EntryInRow | null;
  onChoose: (entryId: number | null) => void;
  onClose: () => void;
  actions: EntryActions;
};

export function ScanPanel({ ean, selectionIn, onChoose, onClose, actions }: ScanPanelProps) {
  const t = useTranslations("matching");
  const rows = useMatchingBrowse(scanFilters(ean));
  // Rows still waiting come first (oldest first, as loaded), so the preselected entry is on the first screen.
  const results = [...(rows.data?.results ?? [])].sort(
    (a, b) => Number(isAllMatched(a)) - Number(isAllMatched(b)),
  );
  const selected = selectionIn(results);
  const polygonCount = new Set(
    results.flatMap((r) =>
      r.polygonProjectMaterials.filter((e) => !e.isMatched).map((e) => e.productionPolygonId),
    ),
  ).size;

  return (
    <section aria-labelledby="scan-title" className="border-ink flex flex-col gap-3 rounded-xl border-4 p-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="scan-title" className="text-2xl font-bold">
          {t("scan.title", { ean })}
        </h2>
        <Button variant="secondary" onClick={onClose}>
          {t("scan.close")}
        </Button>
      </div>
      <MaterialCard ean={ean} />
      <QueryGate queries={[rows]} loading={t("loading")} failed={t("loadFailed")}>
        {() =>
          results.length === 0 ? (
            <p className="text-xl">{t("scan.notFound", { ean })}</p>
          ) : (
            <>
              <p className="text-xl">{t("scan.needs", { count: polygonCount })}</p>
              <ul className="flex flex-col gap-3">
                {results.map((row) => (
                  <RowCard
                    key={
                      row.polygonProjectMaterials[0]?.productionProjectMaterialId ??
                      row.sbnKey ??
                      row.projectNumber
                    }
                    row={row}
                    page={rows.data}
                    selectedId={selected?.entry.id ?? null}
                    onSelect={onChoose}
                    onMatched={() => onChoose(null)}
                    actions={actions}
                  />
                ))}
              </ul>
            </>
          )
        }
      </QueryGate>
    </section>
  );
}
