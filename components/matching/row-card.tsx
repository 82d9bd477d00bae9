"use client";
// One matching row (a project's material): project, customer, material,
// colour, EAN, supplier, planned date and status, and its polygons' entries
// with their purchase numbers (from the CPQ); the selected one's can be set.
import { useFormatter, useTranslations } from "next-intl";
import type { MatchingRow } from "@/lib/production-api/schemas";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { UnmatchNote } from "@/components/floor/unmatch-note";
import type { MatchingPage } from "./api/browse-matching";
import { DefectNote } from "@/components/floor/defect-note";
import { EntryActions } from "./entry-actions";
import { usePurchaseNumbers } from "./api/purchase-numbers";
import { EntryButton } from "./entry-button";
import { PurchaseNumberForm } from "./purchase-number-form";
import type { EntryActions as Actions } from "./use-entry-actions";

type RowCardProps = {
  row: MatchingRow;
  /** The page the row came from, with its defect reports, unmatch reasons, lots, order lines and quantities. */
  page: MatchingPage | undefined;
  selectedId: number | null;
  onSelect: (entryId: number) => void;
  actions: Actions;
  onMatched?: () => void;
  /** Filter the list to this row's project; absent where no filter applies. */
  onProject?: (project: { id: number; number: string }) => void;
};

const knownStatuses = ["unmatched", "partial", "matched", "defect"] as const;
type KnownStatus = (typeof knownStatuses)[number];
/** A status the upstream adds later is shown as it comes, never hidden. */
const isKnownStatus = (status: string | null): status is KnownStatus =>
  knownStatuses.some((known) => known === status);

export function RowCard({ row, page, selectedId, onSelect, actions, onMatched, onProject }: RowCardProps) {
  const t = useTranslations("matching");
  const format = useFormatter();
  const { defects = {}, unmatches = {}, lots = {}, lines = {}, quantities = {} } = page ?? {};
  const labels = useFloorLabels();
  /** "A-1042 · line 5 · P0134" without the project (the row names it). */
  const nameOf = (productionPolygonId: number) =>
    labels.job({ id: productionPolygonId, lineNumber: lines[productionPolygonId] });
  const isDefect = row.polygonProjectMaterials.some((e) => e.hasDefect);
  const selected = row.polygonProjectMaterials.find((e) => e.id === selectedId);
  const projectId = row.polygons[0]?.productionProjectId;
  const project = row.projectNumber ?? "–";
  const status = isKnownStatus(row.status) ? t(`rowStatus.${row.status}`) : (row.status ?? "–");
  const purchaseNumbers = usePurchaseNumbers(projectId);
  /** The CPQ polygon of a production polygon of this row. */
  const cpqPolygonOf = (productionPolygonId: number) =>
    row.polygons.find((p) => p.id === productionPolygonId)?.polygonId;
  const selectedCpqPolygon = selected ? cpqPolygonOf(selected.productionPolygonId) : undefined;

  return (
    <li
      aria-label={t("row.label", { material: row.material ?? "–", project })}
      className={`flex flex-col gap-3 rounded-xl border-2 p-4 ${isDefect ? "border-bad bg-red-50" : "border-gray-400 bg-white"}`}
    >
      <div className="flex flex-wrap items-baseline gap-x-6 gap-y-1 text-lg">
        {onProject && projectId !== undefined ? (
          <button
            type="button"
            onClick={() => onProject({ id: projectId, number: project })}
            className="min-h-12 text-xl font-bold underline underline-offset-4"
            aria-label={t("filters.projectOnly", { project })}
          >
            {project}
          </button>
        ) : (
          <span className="text-xl font-bold">{project}</span>
        )}
        <span>{row.customer ?? "–"}</span>
        <span className="font-semibold">
          {row.material ?? "–"}
          {row.materialColor ? ` · ${row.materialColor}` : ""}
        </span>
        <span>
          {t("row.ean")}: <span className="font-mono">{row.eanCode ?? "–"}</span>
        </span>
        <span>
          {t("row.supplier")}: {row.supplier ?? "–"}
        </span>
        <span>
          {t("row.date")}: {row.date ? format.dateTime(new Date(row.date), "day") : "–"}
        </span>
        <span className={`rounded px-2 font-bold ${isDefect ? "bg-bad text-bad-fg" : "bg-gray-200"}`}>
          {status}
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {row.polygonProjectMaterials.map((entry) => (
          <EntryButton
            key={entry.id}
            entry={entry}
            isSelected={entry.id === selectedId}
            onSelect={() => onSelect(entry.id)}
            lot={lots[entry.id]}
            name={nameOf(entry.productionPolygonId)}
            quantity={quantities[entry.id]}
            purchaseNumber={purchaseNumbers.get(cpqPolygonOf(entry.productionPolygonId) ?? 0)}
          />
        ))}
      </div>
      {row.polygonProjectMaterials.map((entry) => {
        const report = entry.hasDefect ? defects[entry.id] : undefined;
        return report ? (
          <DefectNote key={entry.id} name={nameOf(entry.productionPolygonId)} report={report} />
        ) : null;
      })}
      {row.polygonProjectMaterials.map((entry) => {
        const note = entry.isMatched ? undefined : unmatches[entry.id];
        return note ? <UnmatchNote key={entry.id} polygonId={entry.productionPolygonId} note={note} /> : null;
      })}
      {selected && (
        <EntryActions
          key={selected.id}
          entry={{ ...selected, name: nameOf(selected.productionPolygonId) }}
          actions={actions}
          onMatched={onMatched}
        />
      )}
      {selected && projectId !== undefined && selectedCpqPolygon !== undefined && (
        <PurchaseNumberForm
          key={`po-${selected.id}`}
          productionProjectId={projectId}
          polygonId={selectedCpqPolygon}
          productionPolygonId={selected.productionPolygonId}
          purchaseNumber={purchaseNumbers.get(selectedCpqPolygon)}
        />
      )}
    </li>
  );
}
