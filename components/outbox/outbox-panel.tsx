"use client";
// The kept writes one by one: the employee's pending ones in the order they
// will be sent, and the ones the server refused (with its reason), which stay
// until the employee dismisses them. Another employee's are only counted.
import { useFormatter, useTranslations } from "next-intl";
import { dismissEntry, drain } from "@/lib/outbox/outbox";
import { pendingOf, type OutboxEntry } from "@/lib/outbox/queue";
import { conflictReasonOf } from "./conflict-reason";

export function OutboxPanel({
  entries,
  employeeId,
}: {
  entries: readonly OutboxEntry[];
  employeeId: number;
}) {
  const t = useTranslations("outbox");
  const format = useFormatter();
  const pending = pendingOf(entries, employeeId);
  const conflicts = entries
    .filter((e) => e.state === "conflict" && e.employeeId === employeeId)
    .sort((a, b) => a.seq - b.seq);
  const what = (entry: OutboxEntry) => `${t(`kinds.${entry.kind}`)} ${entry.subject}`.trim();
  const when = (iso: string) => format.dateTime(new Date(iso), "clock");

  return (
    <div className="mt-3 flex flex-col gap-4">
      <h2 className="text-xl font-bold">{t("panelTitle")}</h2>
      {conflicts.length > 0 && (
        <div>
          <h3 className="text-bad text-lg font-bold">{t("conflictsTitle")}</h3>
          <ul aria-label={t("conflictsTitle")} className="flex flex-col gap-2">
            {conflicts.map((entry) => (
              <li
                key={entry.key}
                data-outbox-conflict={entry.subject}
                className="border-bad flex flex-wrap items-center gap-x-4 gap-y-1 rounded-lg border-2 bg-white px-3 py-2"
              >
                <span className="text-lg font-bold">
                  {t("conflictTitle", { what: t(`kinds.${entry.kind}`), subject: entry.subject })}
                </span>
                <span className="text-base">{t("madeAt", { when: when(entry.createdAt) })}</span>
                <span className="text-base">{conflictReasonOf(entry, t)}</span>
                <button
                  type="button"
                  onClick={() => void dismissEntry(entry.key)}
                  className="ml-auto min-h-12 rounded-lg border-2 border-current px-4 text-lg font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
                >
                  {t("dismiss")}
                  <span className="sr-only"> {what(entry)}</span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div>
        <div className="flex flex-wrap items-center gap-4">
          <h3 className="text-lg font-bold">{t("pendingTitle")}</h3>
          {pending.length > 0 && (
            <button
              type="button"
              onClick={() => void drain()}
              className="min-h-12 rounded-lg border-2 border-current px-4 text-lg font-bold focus-visible:outline focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            >
              {t("sendNow")}
            </button>
          )}
        </div>
        {pending.length === 0 ? (
          <p className="text-lg">{t("empty")}</p>
        ) : (
          <ol aria-label={t("pendingTitle")} className="flex list-decimal flex-col gap-1 pl-8">
            {pending.map((entry) => (
              <li key={entry.key} data-outbox-pending-entry={entry.subject} className="text-lg">
                <span className="font-semibold">{what(entry)}</span> ·{" "}
                {t("madeAt", { when: when(entry.createdAt) })} ·{" "}
                {entry.attempts === 0 ? t("waiting") : t("tried", { count: entry.attempts })}
                {entry.lastError && (
                  <span className="block text-base text-gray-800">
                    {t("lastError", { error: entry.lastError })}
                  </span>
                )}
              </li>
            ))}
          </ol>
        )}
      </div>
    </div>
  );
}
