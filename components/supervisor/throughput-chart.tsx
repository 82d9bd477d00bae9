"use client";
// Throughput: polygons finished per department per day over the last 14 days,
// one small bar chart per department (plain SVG), with the numbers as text for screen readers.
import { useFormatter, useTranslations } from "next-intl";
import { useThroughput } from "./api/get-throughput";

const barWidth = 18;
const gap = 4;
const chartHeight = 80;

export function ThroughputChart() {
  const t = useTranslations("supervisor");
  const format = useFormatter();
  const throughput = useThroughput();
  const data = throughput.data;
  const max = Math.max(1, ...(data?.departments.flatMap((d) => d.finished) ?? []));
  const width = (data?.days.length ?? 14) * (barWidth + gap);
  return (
    <section aria-labelledby="throughput-heading" className="flex flex-col gap-3">
      <h2 id="throughput-heading" className="text-2xl font-bold">
        {t("throughput.title")}
      </h2>
      {throughput.isError && <p role="alert">{t("loadFailed")}</p>}
      <div className="flex flex-wrap gap-6">
        {data?.departments.map((department) => {
          const total = department.finished.reduce((sum, n) => sum + n, 0);
          return (
            <figure key={department.departmentId} className="flex flex-col gap-1">
              <figcaption className="text-lg font-semibold">
                {department.name}: {t("throughput.total", { count: total })}
              </figcaption>
              <svg
                role="img"
                aria-label={t("throughput.chartLabel", {
                  department: department.name,
                  counts: department.finished
                    .map((n, i) => `${format.dateTime(new Date(data.days[i] ?? 0), "dayOfMonth")}: ${n}`)
                    .join(", "),
                })}
                width={width}
                height={chartHeight + 16}
                viewBox={`0 0 ${width} ${chartHeight + 16}`}
              >
                {department.finished.map((n, i) => {
                  const height = Math.round((n / max) * chartHeight);
                  return (
                    <rect
                      key={data.days[i]}
                      x={i * (barWidth + gap)}
                      y={chartHeight - height}
                      width={barWidth}
                      height={Math.max(height, 1)}
                      className={n > 0 ? "fill-gray-800" : "fill-gray-300"}
                    />
                  );
                })}
                <line
                  x1={0}
                  x2={width}
                  y1={chartHeight + 1}
                  y2={chartHeight + 1}
                  className="stroke-gray-500"
                />
              </svg>
            </figure>
          );
        })}
      </div>
    </section>
  );
}
