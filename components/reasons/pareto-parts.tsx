"use client";
// The Pareto chart's parts: the cumulative line drawn over the bars, and the
// same numbers as a table (the chart's text alternative).
import { useLocale, useTranslations } from "next-intl";
import type { ReasonPareto } from "@/lib/reasons/pareto";
import { reasonLabel } from "@/components/floor/reason-picker";
import { ColumnHeads } from "@/components/ui/column-heads";

export const chartHeight = 200;
type Bar = ReasonPareto["bars"][number];

export function ParetoTable({ pareto }: { pareto: ReasonPareto }) {
  const t = useTranslations("reasons.pareto");
  const tKinds = useTranslations("reasons.kinds");
  const locale = useLocale();
  return (
    <details>
      <summary className="min-h-12 cursor-pointer py-2 text-lg font-semibold underline">
        {t("showTable")}
      </summary>
      <table className="mt-2 text-lg">
        <caption className="text-left font-semibold">
          {t("caption", { days: pareto.days, total: pareto.total })}
        </caption>
        <ColumnHeads
          cellClassName="pr-6"
          rowClassName=""
          columns={[
            { header: t("reason") },
            { header: t("kind") },
            { header: t("count"), isNumeric: true },
            { header: t("cumulative"), isNumeric: true },
          ]}
        />
        <tbody>
          {pareto.bars.map((bar) => (
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
  );
}

/** The cumulative share over the bars (0–100 % up the chart's height), drawn over them; the numbers are in the bars' names. */
export function CumulativeLine({ bars }: { bars: Bar[] }) {
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
