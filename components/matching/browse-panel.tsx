"use client";
// Every matching row, a page at a time: a search box, the status filters and
// a project filter (tap a project number), each row with its entries. It
// opens on what a matcher is there for: the rows still waiting for material.
import { useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { QueryGate } from "@/components/ui/query-gate";
import { Section } from "@/components/ui/section";
import { useMatchingBrowse, type MatchingFilters } from "./api/browse-matching";
import { RowCard } from "./row-card";
import type { EntryActions } from "./use-entry-actions";

const pageSize = 20;
const statusFilters = ["unmatched", "defect", "matched", "all"] as const;
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
  const [status, setStatus] = useState<StatusFilter>("unmatched");
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
    <Section level={2} title={t("browse.title")} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Field
          id="matching-search"
          label={t("browse.search")}
          type="search"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          placeholder={t("browse.searchHint")}
          className="w-80"
        />
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

      <QueryGate queries={[rows]} loading={t("loading")} failed={t("loadFailed")}>
        {() =>
          total === 0 ? (
            <p className="text-xl">{t("browse.empty")}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {rows.data?.results.map((row, index) => (
                <RowCard
                  key={row.polygonProjectMaterials[0]?.productionProjectMaterialId ?? `row-${index}`}
                  row={row}
                  page={rows.data}
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
          )
        }
      </QueryGate>

      <Pager
        label={t("browse.paging")}
        position={t("browse.pageOf", { page: page + 1, pages: pageCount, total })}
        previous={t("browse.previous")}
        next={t("browse.next")}
        page={page}
        hasNext={page + 1 < pageCount}
        onPage={setPage}
      />
    </Section>
  );
}
