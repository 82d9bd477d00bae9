// A station's load of its next working days against its hours (docs/planning.md,
// "What people see"): one small bar per day, rendered on the server and
// streamed after the queue (the plan may take a moment), with no chart code
// in the browser. The placeholder keeps its room, so the queue does not jump.
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { DepartmentLoad } from "@/lib/planning/answers";

type Days = DepartmentLoad["days"];
type Props = { load: Promise<Days | null>; locale: Locale };

const rowRoom = "min-h-[4.75rem]";

export function DepartmentLoadPlaceholder() {
  return <div className={`mb-4 ${rowRoom}`} />;
}

export async function DepartmentLoadRow({ load, locale }: Props) {
  const days = await load;
  // No plan (it could not be made, or the department has no workflow): no row.
  if (!days) return null;
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  const hours = (minutes: number) => format.number(minutes / 60, { maximumFractionDigits: 1 });
  // The workshop's day at noon: the same day in any zone near the workshop's.
  const dayName = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), "weekdayDay");
  return (
    <section aria-labelledby="department-load-title" className={`mb-4 ${rowRoom}`}>
      <h2 id="department-load-title" className="text-lg font-semibold">
        {t("planning.loadTitle")}
      </h2>
      {days.length === 0 ? (
        <p className="text-base">{t("planning.loadNone")}</p>
      ) : (
        <ol className="mt-1 flex flex-wrap gap-2">
          {days.map((day) => {
            const share = day.capacityMinutes > 0 ? Math.min(1, day.plannedMinutes / day.capacityMinutes) : 1;
            return (
              <li key={day.date} className="min-w-40 flex-1 rounded-md border-2 border-gray-300 px-2 py-1">
                <p className="text-base tabular-nums">
                  {t("planning.loadDay", {
                    day: dayName(day.date),
                    planned: hours(day.plannedMinutes),
                    capacity: hours(day.capacityMinutes),
                  })}
                </p>
                <div aria-hidden="true" className="mt-1 h-2 w-full overflow-hidden rounded bg-gray-200">
                  <div
                    className={`h-full ${share >= 1 ? "bg-bad" : "bg-ink"}`}
                    style={{ width: `${Math.round(share * 100)}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
