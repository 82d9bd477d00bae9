// A list of lines projected late: each line by its name (project · line ·
// product · customer) linking to its project, the promise, the projected
// finish, how late and the department that causes it.
import Link from "next/link";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/base/roles";
import type { LateAnswer } from "@/lib/planning/late";
import type { LineName } from "@/lib/planning/line-names";
import { serverFloorLabels } from "@/lib/polygons/server-floor-labels";
import type { ProductName } from "@/lib/workflow/product-name-schema";

type Props = {
  title: string;
  list: Omit<LateAnswer, "whatIf">;
  departmentName: (id: number | null) => string;
  locale: Locale;
  /** The product types' Dutch names. */
  productNames?: readonly ProductName[];
};

/** "A-1042 · line 5 · P0134 · Wave curtain · Janssens": what is unknown is left out. */
function lineText(id: number, name: LineName | undefined, labels: ReturnType<typeof serverFloorLabels>) {
  if (!name) return labels.job({ id, projectNumber: null, lineNumber: null });
  return [labels.job({ id, ...name }), name.product && labels.product(name.product), name.customer]
    .filter(Boolean)
    .join(" · ");
}

export function LateTable({ title, list, departmentName, locale, productNames = [] }: Props) {
  const t = getTranslator(locale);
  const labels = serverFloorLabels(locale, [], productNames);
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
              <th scope="col">{t("lineDates.plannedDelivery")}</th>
              <th scope="col">{t("lineDates.projectedFinish")}</th>
              <th scope="col">{t("planning.lateBy")}</th>
              <th scope="col">{t("planning.cause")}</th>
            </tr>
          </thead>
          <tbody>
            {list.lines.map((line) => (
              <tr key={line.productionPolygonId}>
                <td>
                  <Link className="underline" href={`/projects/${line.productionProjectId}`}>
                    {lineText(line.productionPolygonId, line.name, labels)}
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
