"use client";
// Throughput: polygons finished per department per day over the last 14 days,
// one small bar chart per department (plain SVG) with its axes: the count up
// the left (0 and the highest day), the days along the bottom (the day of the
// month under each bar, the month where it starts), and the numbers as text for screen readers.
import { useFormatter, useTranslations } from "next-intl";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { useThroughput } from "./api/get-throughput";
import { Section } from "@/components/ui/section";

const barWidth = 24;
const gap = 6;
const chartHeight = 96;
const axisWidth = 32;
const top = 8;
/** Room under the bars for the day numbers and the month. */
const footer = 34;

export function ThroughputChart() {
  const t = useTranslations("supervisor");
  const format = useFormatter();
  const labels = useFloorLabels();
  const throughput = useThroughput();
  const data = throughput.data;
  const max = Math.max(1, ...(data?.departments.flatMap((d) => d.finished) ?? []));
  const days = data?.days ?? [];
  const width = axisWidth + Math.max(days.length, 14) * (barWidth + gap);
  const baseline = top + chartHeight;
  const monthOf = (iso: string) => format.dateTime(new Date(iso), { month: "short" });
  return (
    <Section
      level={2}
      headingId="throughput-heading"
      title={t("throughput.title")}
      className="flex flex-col gap-3"
    >
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
                    .map((n, i) => `${days[i] ? labels.day(days[i]) : ""}: ${format.number(n)}`)
                    .join(", "),
                })}
                width={width}
                height={baseline + footer}
                viewBox={`0 0 ${width} ${baseline + footer}`}
                className="text-gray-900"
              >
                {/* The count axis: 0 and the highest day, with a guide line at the top. */}
                <line
                  x1={axisWidth - 4}
                  x2={axisWidth - 4}
                  y1={top}
                  y2={baseline}
                  className="stroke-gray-700"
                />
                <line
                  x1={axisWidth - 4}
                  x2={width}
                  y1={top}
                  y2={top}
                  className="stroke-gray-300"
                  strokeDasharray="3 3"
                />
                <text x={axisWidth - 8} y={top + 4} textAnchor="end" fontSize={12} className="fill-current">
                  {format.number(max)}
                </text>
                <text x={axisWidth - 8} y={baseline} textAnchor="end" fontSize={12} className="fill-current">
                  0
                </text>
                {department.finished.map((n, i) => {
                  const height = Math.round((n / max) * chartHeight);
                  const x = axisWidth + i * (barWidth + gap);
                  const day = days[i] ?? "";
                  const isNewMonth = i === 0 || (day !== "" && monthOf(day) !== monthOf(days[i - 1] ?? day));
                  return (
                    <g key={day || i}>
                      <rect
                        x={x}
                        y={baseline - height}
                        width={barWidth}
                        height={Math.max(height, 1)}
                        className={n > 0 ? "fill-gray-800" : "fill-gray-300"}
                      />
                      <text
                        x={x + barWidth / 2}
                        y={baseline + 14}
                        textAnchor="middle"
                        fontSize={12}
                        className="fill-current"
                      >
                        {day ? format.dateTime(new Date(day), { day: "numeric" }) : ""}
                      </text>
                      {isNewMonth && day && (
                        <text x={x} y={baseline + 30} fontSize={12} fontWeight={600} className="fill-current">
                          {monthOf(day)}
                        </text>
                      )}
                    </g>
                  );
                })}
                <line
                  x1={axisWidth - 4}
                  x2={width}
                  y1={baseline + 1}
                  y2={baseline + 1}
                  className="stroke-gray-700"
                />
              </svg>
            </figure>
          );
        })}
      </div>
    </Section>
  );
}
