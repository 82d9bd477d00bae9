"use client";
// A status value as a coloured badge: its label in the employee's language, or
// "status 600" when the catalogue does not know it (never hidden; lib/polygons/floor-labels.ts).
// Before the catalogue has loaded (a workflow always has statuses) the badge
// is a blank grey placeholder, not a grey "status 100" that turns into a name.
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { floorLabels } from "@/lib/polygons/floor-labels";
import { displayStatus, textColourOn } from "@/lib/workflow/display";
import type { WorkflowStatus } from "@/lib/workflow/schemas";

export function StatusBadge({ value, statuses }: { value: number | null; statuses: WorkflowStatus[] }) {
  const locale = useLocale();
  const t = useTranslations("floorLabels");
  const format = useFormatter();
  if (value === null) return null;
  if (statuses.length === 0)
    return (
      <span
        aria-busy="true"
        className="inline-flex min-h-8 w-24 animate-pulse rounded-md border-2 border-black/10 bg-gray-200"
      />
    );
  const status = displayStatus(statuses, value, locale);
  const colour = status.colour ?? "#e5e7eb";
  return (
    <span
      className="inline-flex min-h-8 items-center rounded-md border-2 border-black/20 px-2 text-base font-semibold"
      style={{ backgroundColor: colour, color: textColourOn(colour) }}
      title={String(value)}
    >
      {floorLabels(t, format, locale, statuses).status(value)}
    </span>
  );
}
