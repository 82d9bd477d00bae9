"use client";
// The Pareto chart of reasons on /supervisor: per department (or the matching
// or packing screen) over 7, 30 or 90 days, bars most frequent first with the
// cumulative share as a line. Every bar is a button named with its numbers that
// opens its polygons; the same numbers are a table below for reading aloud.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { Field } from "@/components/ui/field";
import type { ReasonPareto } from "@/lib/reasons/pareto";
import { usePareto, type ParetoFilter } from "./api/get-pareto";
import { ParetoPolygons } from "./pareto-polygons";
import { CumulativeLine, ParetoTable, chartHeight } from "./pareto-parts";
import { reasonLabel } from "@/components/floor/reason-picker";
import { Section } from "@/components/ui/section";

const dayChoices = [7, 30, 90] as const;
type Bar = ReasonPareto["bars"][number];

export function ParetoChart() {
  const t = useTranslations("reasons.pareto");
  const tKinds = useTranslations("reasons.kinds");
  const locale = useLocale();
  const departments = useDepartments();
  const [filter, setFilter] = useState<ParetoFilter>({ days: 30, department: "all" });
  const [opened, setOpened] = useState<Bar | null>(null);
  const pareto = usePareto(filter);
  const data = pareto.data;
  const max = Math.max(1, ...(data?.bars.map((b) => b.count) ?? []));
  const nameOf = (bar: Bar) => `${reasonLabel(bar, locale)} (${tKinds(bar.kind)})`;

  return (
    <Section level={2} headingId="pareto-heading" title={t("title")} className="flex flex-col gap-3">
      <p className="text-lg text-gray-800">{t("description")}</p>
      <div className="flex flex-wrap items-end gap-4">
        <div role="group" aria-label={t("days")} className="flex gap-2">
          {dayChoices.map((days) => (
            <button
              key={days}
              type="button"
              aria-pressed={filter.days === days}
              onClick={() => setFilter({ ...filter, days })}
              className={`min-h-12 rounded-lg border-2 px-4 text-lg font-semibold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                filter.days === days ? "border-ink bg-ink text-white" : "border-ink bg-white"
              }`}
            >
              {t("daysOption", { days })}
            </button>
          ))}
        </div>
        <Field
          as="select"
          isCompact
          id="pareto-department"
          label={t("department")}
          value={filter.department}
          onChange={(event) => setFilter({ ...filter, department: event.target.value })}
        >
          <option value="all">{t("all")}</option>
          {departments.data?.map((d) => (
            <option key={d.id} value={String(d.id)}>
              {d.name}
            </option>
          ))}
          <option value="matching">{t("matching")}</option>
          <option value="packing">{t("packing")}</option>
        </Field>
      </div>
      {pareto.isPending && <p className="text-lg">{t("loading")}</p>}
      {pareto.isError && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {t("failed")}
        </p>
      )}
      {data && data.bars.length === 0 && <p className="text-lg">{t("empty")}</p>}
      {data && data.bars.length > 0 && (
        <>
          <div className="relative overflow-x-auto">
            <ol
              aria-label={t("caption", { days: data.days, total: data.total })}
              className="relative flex items-end gap-2 border-b-2 border-l-2 border-gray-800 px-2"
              style={{ height: chartHeight + 8 }}
            >
              {data.bars.map((bar) => (
                <li key={bar.reasonId} className="flex h-full w-20 shrink-0 flex-col justify-end">
                  <button
                    type="button"
                    aria-label={t("bar", {
                      reason: nameOf(bar),
                      count: bar.count,
                      cumulative: bar.cumulativePercent,
                    })}
                    onClick={() => setOpened(bar)}
                    className="flex w-full flex-col items-center justify-start rounded-t bg-gray-800 pt-1 text-lg font-bold text-white focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                    style={{ height: Math.max(28, Math.round((bar.count / max) * chartHeight)) }}
                  >
                    {bar.count}
                  </button>
                </li>
              ))}
            </ol>
            <CumulativeLine bars={data.bars} />
          </div>
          <ol aria-hidden="true" className="flex gap-2 px-2 text-sm">
            {data.bars.map((bar) => (
              <li key={bar.reasonId} className="w-20 shrink-0 break-words">
                {reasonLabel(bar, locale)}
                <span className="block text-gray-700">{bar.cumulativePercent} %</span>
              </li>
            ))}
          </ol>
          <ParetoTable pareto={data} />
        </>
      )}
      {opened && (
        <ParetoPolygons
          filter={filter}
          reasonId={opened.reasonId}
          reasonName={nameOf(opened)}
          onClose={() => setOpened(null)}
        />
      )}
    </Section>
  );
}
