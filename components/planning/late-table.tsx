// A list of lines projected late: the project's link, the promise, the
// projected finish, how late and the department that causes it.
import Link from "next/link";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/auth/roles";
import type { LateAnswer } from "@/lib/planning/late";

type Props = {
  title: string;
  list: Omit<LateAnswer, "whatIf">;
  departmentName: (id: number | null) => string;
  locale: Locale;
};

export function LateTable({ title, list, departmentName, locale }: Props) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  const when = (iso: string | null) => (iso ? format.dateTime(new Date(iso), "moment") : "–");
  return (
    <section aria-label={title} className="mt-6">
      <h2 className="text-xl font-bold">{t("planning.lateCount", { title, count: list.total })}</h2>
      {list.lines.length === 0 ? (
        <p className="mt-2">{t("planning.noneLate")}</p>
      ) : (
        <table className="mt-2 w-full text-left">
          <thead>
            <tr>
              <th scope="col">{t("planning.line")}</th>
              <th scope="col">{t("planning.promised")}</th>
              <th scope="col">{t("planning.projected")}</th>
              <th scope="col">{t("planning.lateBy")}</th>
              <th scope="col">{t("planning.cause")}</th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.productionPolygonId}>
                <td>
                  <Link className="underline" href={`/projects/${line.productionProjectId}`}>
                    {line.productionPolygonId}
                  </Link>
                </td>
                <td>{when(line.promisedDeliverAt)}</td>
                <td>{when(line.projectedFinish)}</td>
                <td>{t("planning.days", { days: line.lateByDays })}</td>
                <td>{departmentName(line.lateDepartmentId)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
