// The hours saved from today on, per department and day (docs/planning.md,
// "The what-if"): each saving with who made it, when and why, and a button
// that takes it back after asking.
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import type { SavedHours } from "@/lib/planning/saved-hours";
import { TakeBackButton } from "./take-back-button";
import { changeText, dayText } from "./what-if-words";

type Props = { saved: SavedHours; departmentName: (id: number | null) => string; locale: Locale };

export function SavedHoursList({ saved, departmentName, locale }: Props) {
  const t = getTranslator(locale);
  const format = getFormatter(locale);
  return (
    <section aria-labelledby="saved-hours-title" className="mt-6">
      <h2 id="saved-hours-title" className="text-xl font-bold">
        {t("whatIf.savedTitle")}
      </h2>
      {saved.days.length === 0 ? (
        <p className="mt-1">{t("whatIf.savedNone")}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-2">
          {saved.days.map((day) => {
            const named = { department: departmentName(day.departmentId), day: dayText(locale, day.day) };
            return (
              <li key={`${day.day}|${day.departmentId}`}>
                <p className="font-semibold">
                  {t("whatIf.savedDay", { ...named, change: changeText(locale, day.minutes) })}
                </p>
                <ul className="ml-4">
                  {day.savings.map((saving) => {
                    const change = changeText(locale, saving.minutes);
                    const name = t("whatIf.savingName", { ...named, change });
                    return (
                      <li key={saving.id} className="flex flex-wrap items-center gap-3">
                        <span>
                          {t("whatIf.saving", {
                            change,
                            who: saving.madeBy,
                            when: format.dateTime(new Date(saving.madeAt), "shortMoment"),
                          })}
                          {saving.reason && ` · ${saving.reason}`}
                        </span>
                        <TakeBackButton
                          id={saving.id}
                          name={name}
                          question={t("whatIf.takeBackQuestion", { ...named, change, who: saving.madeBy })}
                        />
                      </li>
                    );
                  })}
                </ul>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
