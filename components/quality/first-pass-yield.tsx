"use client";
// The supervisor's first-pass yield: per department and product type, for each
// of the last weeks, the share of the lines checked there for the first time
// whose first result passed (docs/quality.md), with the counts behind it. A
// table, so a screen reader reads it by row and column.
import { useFormatter, useTranslations } from "next-intl";
import { ColumnHeads } from "@/components/ui/column-heads";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import type { Figures } from "@/lib/quality/schemas";
import { useQualityFigures } from "./api/figures";
import { Section } from "@/components/ui/section";

type Week = Figures["weeks"][number];
const cell = "px-3 py-2 text-right tabular-nums";

export function FirstPassYieldCard() {
  const t = useTranslations("quality.figures");
  const format = useFormatter();
  const figures = useQualityFigures();
  const departments = useDepartments();
  const nameOf = useDepartmentName();
  const labels = useFloorLabels();
  const department = (id: number) => {
    const found = departments.data?.find((d) => d.id === id);
    return found ? nameOf(found) : String(id);
  };
  const weeks = figures.data?.weeks ?? [];
  const weekStarts = [...new Set(weeks.map((w) => w.weekStart))].sort();
  const rows = new Map<string, { departmentId: number; productType: string; byWeek: Map<string, Week> }>();
  for (const week of weeks) {
    const key = `${week.productionDepartmentId}|${week.productType}`;
    const row = rows.get(key) ?? {
      departmentId: week.productionDepartmentId,
      productType: week.productType,
      byWeek: new Map<string, Week>(),
    };
    row.byWeek.set(week.weekStart, week);
    rows.set(key, row);
  }
  const weekLabel = (start: string) =>
    t("weekOf", { day: format.dateTime(new Date(`${start}T12:00:00Z`), { day: "numeric", month: "short" }) });

  return (
    <Section
      level={2}
      headingId="first-pass-yield-heading"
      title={t("title")}
      className="flex flex-col gap-3"
    >
      <p className="text-lg text-gray-800">{t("description")}</p>
      {figures.isPending && <p className="text-lg">{t("loading")}</p>}
      {figures.isError && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {t("loadFailed")}
        </p>
      )}
      {figures.data && rows.size === 0 && <p className="text-lg">{t("none")}</p>}
      {rows.size > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full border-collapse text-lg">
            <caption className="py-2 text-left text-xl font-semibold">{t("caption")}</caption>
            <ColumnHeads
              cellClassName="px-3 py-2"
              rowClassName="border-ink border-b-2"
              columns={[
                { header: t("department") },
                { header: t("product") },
                ...weekStarts.map((start) => ({ key: start, header: weekLabel(start), isNumeric: true })),
              ]}
            />
            <tbody>
              {[...rows.values()].map((row) => (
                <tr key={`${row.departmentId}|${row.productType}`} className="border-b border-gray-300">
                  <th scope="row" className="px-3 py-2 text-left font-semibold">
                    {department(row.departmentId)}
                  </th>
                  <th scope="row" className="px-3 py-2 text-left font-normal">
                    {row.productType ? labels.product(row.productType) : t("unknownProduct")}
                  </th>
                  {weekStarts.map((start) => {
                    const week = row.byWeek.get(start);
                    return (
                      <td key={start} className={cell}>
                        {week && week.checked > 0
                          ? t("yield", {
                              percent: format.number(week.firstPassYield, { style: "percent" }),
                              passed: week.passedFirstTime,
                              checked: week.checked,
                            })
                          : "–"}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Section>
  );
}
