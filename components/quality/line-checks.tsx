"use client";
// A line's quality checks on its page: every result, newest first, with who
// made it and when, the values measured against the order, the answers, the
// photos, and for a failed line its reason and where it went; a supervisor's
// pass is named as such.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { QueryProvider } from "@/components/shell/query-provider";
import { Section } from "@/components/ui/section";
import { useDepartments } from "@/components/workflow/api/get-departments";
import { useDepartmentName } from "@/components/workflow/use-department-name";
import type { QualityResult } from "@/lib/quality/schemas";
import { useLineResults } from "./api/line-results";

type Value = QualityResult["values"][number];

export function LineChecks({ productionPolygonId }: { productionPolygonId: number }) {
  return (
    <QueryProvider>
      <LineChecksList productionPolygonId={productionPolygonId} />
    </QueryProvider>
  );
}

function LineChecksList({ productionPolygonId }: { productionPolygonId: number }) {
  const t = useTranslations("quality.line");
  const results = useLineResults(productionPolygonId);
  const list = results.data?.results ?? [];
  return (
    <Section level={4} title={t("title")} className="mt-3">
      {results.isPending && <p className="text-base">{t("loading")}</p>}
      {results.isError && (
        <p role="alert" className="text-bad text-base font-semibold">
          {t("loadFailed")}
        </p>
      )}
      {results.data && list.length === 0 && <p className="text-base">{t("none")}</p>}
      {list.length > 0 && (
        <ol className="flex flex-col gap-2">
          {list.map((result) => (
            <ResultItem key={result.id} result={result} />
          ))}
        </ol>
      )}
    </Section>
  );
}

function ResultItem({ result }: { result: QualityResult }) {
  const t = useTranslations("quality.line");
  const locale = useLocale();
  const format = useFormatter();
  const departments = useDepartments();
  const nameOf = useDepartmentName();
  const department = (id: number) => {
    const found = departments.data?.find((d) => d.id === id);
    return found ? nameOf(found) : String(id);
  };
  const label = (of: { labelEn: string; labelNl: string }) => (locale === "nl" ? of.labelNl : of.labelEn);
  const verdict =
    result.kind === "supervisor-pass" ? t("supervisorPass") : result.isPassed ? t("passed") : t("failed");
  return (
    <li
      className={`rounded-lg border-2 p-2 text-base ${result.isPassed ? "border-ok" : "border-bad"}`}
      data-result={result.isPassed ? "passed" : "failed"}
    >
      <p className="font-semibold">
        <span className={result.isPassed ? "text-ok" : "text-bad"}>{verdict}</span>
        {" · "}
        {t("byAt", {
          department: department(result.productionDepartmentId),
          name: result.employeeName,
          when: format.dateTime(new Date(result.madeAt), "shortMoment"),
        })}
      </p>
      {result.values.length > 0 && (
        <ul className="mt-1">
          {result.values.map((value) => (
            <li key={value.checkId}>
              {label(value)}: <ValueText value={value} />
              {value.photoUrls.length > 0 && (
                <span className="mt-1 flex flex-wrap gap-2">
                  {value.photoUrls.map((url, index) => (
                    <a
                      key={url}
                      href={url}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-block min-h-12"
                    >
                      {/* eslint-disable-next-line @next/next/no-img-element -- an authenticated route, not a static asset */}
                      <img
                        src={url}
                        alt={t("photoAlt", { number: index + 1, check: label(value) })}
                        className="h-24 rounded border-2 border-gray-300 object-cover"
                        loading="lazy"
                      />
                    </a>
                  ))}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {result.reason && (
        <p>
          {t("reason", { reason: label(result.reason) })}
          {result.reasonRemark && ` – “${result.reasonRemark}”`}
        </p>
      )}
      {result.kind === "supervisor-pass" && result.reasonRemark && (
        <p>{t("passRemark", { remark: result.reasonRemark })}</p>
      )}
      {result.destination && (
        <p>
          {result.destination.kind === "department"
            ? t("sentBackTo", { department: department(result.destination.productionDepartmentId) })
            : t("onHold")}
        </p>
      )}
    </li>
  );
}

function ValueText({ value }: { value: Value }) {
  const t = useTranslations("quality.line");
  const mark = value.isPassed === null ? "" : value.isPassed ? " ✓" : " ✗";
  if (value.kind === "measurement")
    return (
      <>
        {value.valueMm === null
          ? "–"
          : value.targetMm === null
            ? t("measured", { value: String(value.valueMm) })
            : t("measuredAgainst", {
                // Whole millimetres as the card and the tape show them: no thousands separator.
                value: String(value.valueMm),
                target: String(value.targetMm),
                tolerance: String(value.toleranceMm ?? 0),
              })}
        {mark}
      </>
    );
  if (value.kind === "yes-no")
    return (
      <>
        {value.answer === null ? "–" : value.answer ? t("yes") : t("no")}
        {mark}
      </>
    );
  return (
    <>
      {t("photos", { count: value.photoUrls.length })}
      {mark}
    </>
  );
}
