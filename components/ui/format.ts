// Dates and empty values as the printed pages (project, job tickets) show them.
import type { Locale } from "@/lib/base/roles";
import { getFormatter } from "@/lib/i18n/messages";

export const dash = "–";

export function formatWhen(locale: Locale, iso: string | null): string {
  if (!iso) return dash;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return getFormatter(locale).dateTime(date, "moment");
}

/** The non-empty parts joined, each once (a contact often repeats the address name), or a dash. */
export const joined = (parts: (string | number | null | undefined)[], separator = ", ") =>
  [...new Set(parts.filter((p) => p !== null && p !== undefined && p !== "").map(String))].join(separator) ||
  dash;
