"use client";
// Unmatched polygons: project, customer, product, missing and defective
// materials, planned finish and age; sorted and filtered on the server. The
// number of unmatched polygons is also put in the page title.
import { useEffect, useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { Section } from "@/components/ui/section";
import { VirtualList } from "@/components/ui/virtual-list";
import { unmatchedSorts } from "@/lib/supervisor/unmatched-sorts";
import type { UnmatchedList } from "@/lib/supervisor/unmatched";
import { defaultUnmatchedFilters, useUnmatched, type UnmatchedSort } from "./api/get-unmatched";
import { PolygonLine } from "./polygon-line";

export function UnmatchedPanel({
  pageTitle,
  initialPage,
}: {
  pageTitle: string;
  initialPage?: UnmatchedList;
}) {
  const t = useTranslations("supervisor");
  const tDates = useTranslations("lineDates");
  const format = useFormatter();
  const [sort, setSort] = useState<UnmatchedSort>(defaultUnmatchedFilters.sort);
  const [q, setQ] = useState("");
  const [typed, setTyped] = useState("");
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const unmatched = useUnmatched({ sort, q }, initialPage);
  const first = unmatched.data?.pages[0];
  const count = first?.count;
  useEffect(() => {
    const wanted = count === undefined ? pageTitle : `(${count}) ${pageTitle}`;
    const apply = () => {
      if (document.title !== wanted) document.title = wanted;
    };
    apply();
    // The page's metadata may set the title after this screen's first render (its data comes with the page).
    const observer = new MutationObserver(apply);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [count, pageTitle]);

  return (
    <Section
      level={2}
      title={
        <>
          {t("unmatched.title")} <span data-testid="unmatched-total">({count ?? "…"})</span>
        </>
      }
      className="flex flex-col gap-3"
    >
      <div className="flex flex-wrap items-end gap-4">
        <Field
          id="unmatched-filter"
          label={t("unmatched.filter")}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
        <SelectField
          id="unmatched-sort"
          label={t("unmatched.sort")}
          options={unmatchedSorts}
          labelOf={(s) => t(`unmatched.sortBy.${s}`)}
          value={sort}
          onChange={(event) => setSort(unmatchedSorts.find((s) => s === event.target.value) ?? "finishAt")}
        />
      </div>
      {unmatched.isError && <p role="alert">{t("loadFailed")}</p>}
      {first && first.total === 0 && <p>{t("unmatched.none")}</p>}
      <VirtualList
        label={t("unmatched.listLabel", { count: first?.total ?? 0 })}
        keyOf={(item) => item.id}
        pages={unmatched}
        renderItem={(item) => (
          <PolygonLine polygon={item}>
            <span>{t("unmatched.missing", { missing: item.missing, materials: item.materials })}</span>
            {item.defective > 0 && (
              <span className="text-bad font-semibold">
                {t("unmatched.defective", { count: item.defective })}
              </span>
            )}
            <span>
              {tDates("plannedFinish")}:{" "}
              {item.dates.plannedFinish ? format.dateTime(new Date(item.dates.plannedFinish), "moment") : "–"}
            </span>
            <span>
              {item.ageHours === null ? "" : t("unmatched.age", { days: Math.floor(item.ageHours / 24) })}
            </span>
          </PolygonLine>
        )}
      />
    </Section>
  );
}
