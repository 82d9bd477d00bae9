"use client";
// The Pareto chart of reasons on /supervisor: per department (or the matching
// or packing screen) over 7, 30 or 90 days, bars most frequent first with the
// cumulative share as a line. Every bar is a button named with its numbers that
// opens its polygons; the same numbers are a table below for reading aloud.
import { useState } from "react";
import { useLocale, useTranslations } from "next-intl";
import { useDepartments } from "@/components/admin/workflow/api/get-departments";
import { Field } from "@/components/ui/field";
import type { ReasonPareto } from "@/lib/reasons/pareto";
import { usePareto, type ParetoFilter } from "./api/get-pareto";
import { ParetoPolygons } from "./pareto-polygons";
import { reasonLabel } from "./reason-picker";

const dayChoices = [7, 30, 90] as const;
const chartHeight = 200;
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
    <section aria-labelledby="pareto-heading" className="flex flex-col gap-3">
      <h2 id="pareto-heading" className="text-2xl font-bold">
        {t("title")}
      </h2>
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
          <details>
            <summary className="min-h-12 cursor-pointer py-2 text-lg font-semibold underline">
              {t("showTable")}
            </summary>
            <table className="mt-2 text-lg">
              <caption className="text-left font-semibold">
                {t("caption", { days: data.days, total: data.total })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="pr-6 text-left">
                    {t("reason")}
                  </th>
                  <th scope="col" className="pr-6 text-left">
                    {t("kind")}
                  </th>
                  <th scope="col" className="pr-6 text-right">
                    {t("count")}
                  </th>
                  <th scope="col" className="text-right">
                    {t("cumulative")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.bars.map((bar) => (
                  <tr key={bar.reasonId}>
                    <th scope="row" className="pr-6 text-left font-normal">
                      {reasonLabel(bar, locale)}
                    </th>
                    <td className="pr-6">{tKinds(bar.kind)}</td>
                    <td className="pr-6 text-right">{bar.count}</td>
                    <td className="text-right">{bar.cumulativePercent} %</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
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
    </section>
  );
}

/** The cumulative share over the bars (0–100 % up the chart's height), drawn over them; the numbers are in the bars' names. */
function CumulativeLine({ bars }: { bars: Bar[] }) {
  // Bars are 80 px wide with 8 px between them, after 8 px of padding; the line joins their centres.
  const x = (i: number) => 8 + i * 88 + 40;
  const y = (percent: number) => 8 + chartHeight - (percent / 100) * chartHeight;
  const points = bars.map((bar, i) => `${x(i)},${y(bar.cumulativePercent)}`).join(" ");
  const width = 16 + bars.length * 88;
  return (
    <svg
      aria-hidden="true"
      className="pointer-events-none absolute top-0 left-0"
      width={width}
      height={chartHeight + 8}
      viewBox={`0 0 ${width} ${chartHeight + 8}`}
    >
      <polyline points={points} fill="none" strokeWidth={3} className="stroke-amber-600" />
      {bars.map((bar, i) => (
        <circle key={bar.reasonId} cx={x(i)} cy={y(bar.cumulativePercent)} r={5} className="fill-amber-600" />
      ))}
    </svg>
  );
}
