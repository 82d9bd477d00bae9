"use client";
// The admin's standard times: per department the minutes a line takes as the
// floor's finished jobs teach them (how many jobs, the median, the middle
// half), each product's figure below it to read, and the override the plan
// uses instead of the learned figure (PUT /api/planning/standards).
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ColumnHeads } from "@/components/ui/column-heads";
import { ApiError, fetchJson } from "@/lib/http/fetch-json";
import type { StandardRow } from "@/lib/planning/standards-admin";

type Props = { rows: StandardRow[]; names: Record<number, string> };

export function StandardTimesTable({ rows, names }: Props) {
  const t = useTranslations("standardTimes");
  const format = useFormatter();
  const minutes = (value: number | null) =>
    value === null ? "–" : format.number(value, { maximumFractionDigits: 1 });
  if (rows.length === 0) return <p className="text-lg">{t("none")}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-left text-lg">
        <caption className="sr-only">{t("caption")}</caption>
        <ColumnHeads
          cellClassName="py-2 pr-4"
          columns={[
            { header: t("department") },
            { header: t("product") },
            { header: t("jobs"), isNumeric: true },
            { header: t("median"), isNumeric: true },
            { header: t("spread"), isNumeric: true },
            { header: t("override") },
          ]}
        />
        <tbody>
          {rows.map((row) => {
            const name = names[row.productionDepartmentId] ?? String(row.productionDepartmentId);
            const isDepartment = row.product === null;
            return (
              <tr
                key={`${row.productionDepartmentId}|${row.product ?? ""}`}
                className={isDepartment ? "border-t-2 border-gray-300 font-semibold" : "text-gray-800"}
              >
                <th scope="row" className="py-2 pr-4 font-semibold">
                  {isDepartment ? name : ""}
                </th>
                <td className="py-2 pr-4">{row.product ?? t("allProducts")}</td>
                <td className="py-2 pr-4 text-right">
                  {row.jobs}
                  {!row.isTrusted && <span className="block text-base font-normal">{t("tooFew")}</span>}
                </td>
                <td className="py-2 pr-4 text-right">{minutes(row.medianMinutes)}</td>
                <td className="py-2 pr-4 text-right">
                  {row.spread ? `${minutes(row.spread[0])} – ${minutes(row.spread[1])}` : "–"}
                </td>
                <td className="py-2">{isDepartment && <OverrideForm row={row} department={name} />}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function OverrideForm({ row, department }: { row: StandardRow; department: string }) {
  const t = useTranslations("standardTimes");
  const router = useRouter();
  const [value, setValue] = useState(row.override ? String(row.override.minutes) : "");
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const id = `override-${row.productionDepartmentId}`;

  async function save(minutes: number | null) {
    // As the server takes them (lib/planning/standards-admin.ts): 0.01 to a day, in hundredths.
    const isHundredths = minutes !== null && Math.abs(minutes * 100 - Math.round(minutes * 100)) < 1e-6;
    if (minutes !== null && !(minutes >= 0.01 && minutes <= 1440 && isHundredths)) {
      setError(t("badMinutes"));
      return;
    }
    setIsSaving(true);
    setError(null);
    try {
      await fetchJson("/api/planning/standards", {
        method: "PUT",
        body: { productionDepartmentId: row.productionDepartmentId, minutes },
      });
      if (minutes === null) setValue("");
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.problem.detail ?? failure.message) : t("saveFailed"));
    } finally {
      setIsSaving(false);
    }
  }

  return (
    <form
      aria-label={t("overrideOf", { department })}
      className="flex flex-wrap items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void save(value.trim() === "" ? null : Number(value.replace(",", ".")));
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("overrideLabel", { department })}
      </label>
      <input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t("learned")}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        className="border-ink min-h-12 w-28 rounded-lg border-2 px-3 text-lg"
      />
      <Button type="submit" disabled={isSaving}>
        {t("save")}
      </Button>
      {row.override && (
        <Button variant="secondary" disabled={isSaving} onClick={() => void save(null)}>
          {t("useLearned")}
        </Button>
      )}
      {row.override && (
        <span className="w-full text-base font-normal">
          {t("setBy", { who: row.override.setBy, minutes: row.override.minutes })}
        </span>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-bad w-full text-base font-semibold">
          {error}
        </p>
      )}
    </form>
  );
}
