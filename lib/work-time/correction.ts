// A supervisor's correction of a time entry (docs/working-time.md): the new
// times lie in a plausible window – not in the future, at most a day long, no
// more than WORK_TIME_CORRECTION_DAYS back – and never overlap the operator's
// other entries, the running one included. A refusal is a 400 in the
// supervisor's language; the entry keeps the times first recorded beside the new ones.
import { and, eq, ne } from "drizzle-orm";
import type { Locale } from "@/lib/base/roles";
import type { Database } from "@/lib/db/client";
import { workTimeEntries } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import { readInstant } from "./correction-times";

const dayMs = 86_400_000;
/** The longest a corrected entry may last. */
export const maxEntryMs = dayMs;

type Field = "startedAt" | "endedAt";
export type Corrector = { displayName: string; locale: Locale };
export type CorrectionInput = { startedAt: string; endedAt: string | null };

/** A 400 naming the field, worded in the supervisor's language. */
function refusal(locale: Locale, field: Field, message: string): AppError {
  const t = getTranslator(locale);
  return new AppError("invalid_input", t("workTime.correction.refused"), message, { [field]: [message] });
}

function timeOf(text: string, field: Field, locale: Locale): Date {
  const read = readInstant(text);
  const t = getTranslator(locale);
  if (read.outcome === "year")
    throw refusal(locale, field, t("workTime.correction.yearOutOfRange", { year: String(read.year) }));
  if (read.outcome === "invalid") throw refusal(locale, field, t("workTime.correction.invalidTime"));
  return read.at;
}

/** The window's checks that need no other entry; the first broken one is thrown. */
function assertPlausible(start: Date, end: Date | null, now: Date, locale: Locale, maxDays: number) {
  const t = getTranslator(locale);
  if (end && end.getTime() <= start.getTime())
    throw refusal(locale, "endedAt", t("workTime.correction.endBeforeStart"));
  if (start.getTime() > now.getTime()) throw refusal(locale, "startedAt", t("workTime.correction.inFuture"));
  if (end && end.getTime() > now.getTime())
    throw refusal(locale, "endedAt", t("workTime.correction.inFuture"));
  if ((end ?? now).getTime() - start.getTime() > maxEntryMs)
    throw refusal(locale, end ? "endedAt" : "startedAt", t("workTime.correction.tooLong"));
  if (start.getTime() < now.getTime() - maxDays * dayMs)
    throw refusal(locale, "startedAt", t("workTime.correction.tooOld", { days: maxDays }));
}

export async function correctEntry(
  db: Database,
  id: number,
  input: CorrectionInput,
  by: Corrector,
  now: Date,
  maxDays = env().WORK_TIME_CORRECTION_DAYS,
) {
  const { locale } = by;
  const start = timeOf(input.startedAt, "startedAt", locale);
  const end = input.endedAt === null ? null : timeOf(input.endedAt, "endedAt", locale);
  assertPlausible(start, end, now, locale, maxDays);
  return db.transaction(async (tx) => {
    const [entry] = await tx.select().from(workTimeEntries).where(eq(workTimeEntries.id, id)).for("update");
    if (!entry) throw new AppError("not_found", "No such time entry", `Time entry ${id} does not exist.`);
    if (end === null && entry.endedAt !== null)
      throw refusal(locale, "endedAt", getTranslator(locale)("workTime.correction.endRequired"));
    // The operator's other entries, locked so that two corrections cannot make an overlap between them.
    const others = await tx
      .select()
      .from(workTimeEntries)
      .where(and(eq(workTimeEntries.employeeId, entry.employeeId), ne(workTimeEntries.id, id)))
      .for("update");
    const endMs = (end ?? now).getTime();
    const overlap = others.find(
      (other) => other.startedAt.getTime() < endMs && (other.endedAt ?? now).getTime() > start.getTime(),
    );
    if (overlap) {
      const format = getFormatter(locale);
      const t = getTranslator(locale);
      throw refusal(
        locale,
        "startedAt",
        t(overlap.endedAt ? "workTime.correction.overlaps" : "workTime.correction.overlapsRunning", {
          name: entry.employeeName,
          from: format.dateTime(overlap.startedAt, "moment"),
          to: overlap.endedAt ? format.dateTime(overlap.endedAt, "moment") : "",
        }),
      );
    }
    const [corrected] = await tx
      .update(workTimeEntries)
      .set({
        startedAt: start,
        endedAt: end,
        correctedBy: by.displayName,
        correctedAt: now,
        recordedStartedAt: entry.recordedStartedAt ?? entry.startedAt,
        recordedEndedAt: entry.correctedAt ? entry.recordedEndedAt : entry.endedAt,
      })
      .where(eq(workTimeEntries.id, id))
      .returning();
    return corrected!;
  });
}
