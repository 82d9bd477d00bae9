"use client";
// Every matching row, a page at a time: a search box, the status filters and
// a project filter (tap a project number), each row with its entries.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useMatchingBrowse, type MatchingFilters } from "./api/browse-matching";
import { RowCard } from "./row-card";
import type { EntryActions } from "./use-entry-actions";

const pageSize = 20;
const statusFilters = ["all", "unmatched", "matched", "defect"] as const;
type StatusFilter = (typeof statusFilters)[number];

const statusBody: Record<StatusFilter, Partial<MatchingFilters>> = {
  all: {},
  unmatched: { isMatched: false },
  matched: { isMatched: true },
  defect: { hasDefect: true },
};

export function BrowsePanel({ actions }: { actions: EntryActions }) {
  const t = useTranslations("matching");
  const [typed, setTyped] = useState("");
  const [search, setSearch] = useState("");
  const [status, setStatus] = useState<StatusFilter>("all");
  const [project, setProject] = useState<{ id: number; number: string } | null>(null);
  const [page, setPage] = useState(0);
  const [selectedId, setSelectedId] = useState<number | null>(null);

  // Search as the matcher types, once the typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(typed.trim());
      setPage(0);
    }, 300);
    return () => clearTimeout(timer);
  }, [typed]);

  const filters: MatchingFilters = {
    skip: page * pageSize,
    take: pageSize,
    ...(search ? { search } : {}),
    ...statusBody[status],
    ...(project ? { productionProjectId: project.id } : {}),
  };
  const rows = useMatchingBrowse(filters);
  const total = rows.data?.totalResults ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

  const chooseStatus = (next: StatusFilter) => {
    setStatus(next);
    setPage(0);
  };

  return (
    <section aria-labelledby="browse-title" className="flex flex-col gap-4">
      <h2 id="browse-title" className="text-2xl font-bold">
        {t("browse.title")}
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor="matching-search" className="text-lg font-semibold">
            {t("browse.search")}
          </label>
          <input
            id="matching-search"
            type="search"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            placeholder={t("browse.searchHint")}
            className="border-ink min-h-12 w-80 rounded-lg border-2 px-4 text-xl focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
          />
        </div>
        <div role="group" aria-label={t("filters.label")} className="flex flex-wrap gap-2">
          {statusFilters.map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={status === value}
              onClick={() => chooseStatus(value)}
              className={`border-ink min-h-12 min-w-24 rounded-lg border-2 px-4 text-lg font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${status === value ? "bg-ink text-white" : "bg-white"}`}
            >
              {t(`filters.${value}`)}
            </button>
          ))}
        </div>
        {project && (
          <Button
            variant="secondary"
            onClick={() => {
              setProject(null);
              setPage(0);
            }}
          >
            {t("filters.clearProject", { project: project.number })}
          </Button>
        )}
      </div>

      {rows.isPending ? (
        <p className="text-xl">{t("loading")}</p>
      ) : rows.isError ? (
        <p className="text-bad text-xl font-bold">{t("loadFailed")}</p>
      ) : total === 0 ? (
        <p className="text-xl">{t("browse.empty")}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.data.results.map((row, index) => (
            <RowCard
              key={row.polygonProjectMaterials[0]?.productionProjectMaterialId ?? `row-${index}`}
              row={row}
              defects={rows.data.defects}
              lots={rows.data.lots}
              selectedId={selectedId}
              onSelect={(id) => setSelectedId(id === selectedId ? null : id)}
              onProject={(next) => {
                setProject(next);
                setPage(0);
              }}
              actions={actions}
            />
          ))}
        </ul>
      )}

      <nav aria-label={t("browse.paging")} className="flex flex-wrap items-center gap-4">
        <Button variant="secondary" disabled={page === 0} onClick={() => setPage((p) => p - 1)}>
          {t("browse.previous")}
        </Button>
        <span className="text-lg">{t("browse.pageOf", { page: page + 1, pages: pageCount, total })}</span>
        <Button variant="secondary" disabled={page + 1 >= pageCount} onClick={() => setPage((p) => p + 1)}>
          {t("browse.next")}
        </Button>
      </nav>
    </section>
  );
}
