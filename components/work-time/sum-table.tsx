// One sum of the working-time report (per department, operator, product or
// day) as a table with hours (H:MM) and its CSV download.
import { useTranslations } from "next-intl";
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import { formatMinutes } from "@/components/ui/format-duration";
import { linkClasses } from "@/components/ui/button";

type Row = { key: string; label: string; minutes: number };

export function SumTable({
  title,
  rows,
  csvHref,
  emptyLabel,
}: {
  title: string;
  rows: Row[];
  csvHref: string;
  emptyLabel?: string;
}) {
  const t = useTranslations("workTime.report");
  return (
    <Section title={title} className="flex flex-col gap-2">
      <DataTable
        label={title}
        rows={rows}
        keyOf={(row) => row.key}
        columns={[
          { header: title, cell: (row) => row.label || emptyLabel || "—" },
          { header: t("hours"), cell: (row) => formatMinutes(row.minutes), isNumeric: true },
          { header: t("minutes"), cell: (row) => row.minutes, isNumeric: true },
        ]}
      />
      {rows.length === 0 && <p className="text-lg">{t("none")}</p>}
      <a className={linkClasses} href={csvHref} download>
        {t("csv", { what: title })}
      </a>
    </Section>
  );
}
