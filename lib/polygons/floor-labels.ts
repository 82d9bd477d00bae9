// The words a floor screen shows for a production line, a status value, a
// production value and a day: built here for every screen (stations, pack,
// matching, supervisor, project page), in the employee's language, so a line
// is "A-1042 · line 5 · P0134" everywhere, never "Polygon 134", and a status
// is its workflow label, never "600". Server pages pass getTranslator and
// getFormatter; client screens use components/workflow/use-floor-labels.ts.
import type { createFormatter } from "next-intl";
import { ticketCode } from "./ticket-code";

/** The texts of the `floorLabels` messages namespace. */
export type FloorLabelKey = "line" | "unknownStatus" | "productionValue";
export type FloorSay = (key: FloorLabelKey, values: Record<string, string | number>) => string;
type Format = Pick<ReturnType<typeof createFormatter>, "number" | "dateTime">;

/** A status of the workflow's catalogue: its value and its label in each language. */
type CatalogueStatus = { value: number; labelEn: string; labelNl: string };

/** A product type's Dutch name, kept by an admin (lib/workflow/product-names.ts). */
type ProductName = { nameEn: string; nameNl: string };

/** What names a production line: its job code (the P number on its ticket), project and order line. */
export type JobOf = { id: number; projectNumber?: string | null; lineNumber?: number | null };

export function floorLabels(
  say: FloorSay,
  format: Format,
  locale: string,
  statuses: readonly CatalogueStatus[] = [],
  productNames: readonly ProductName[] = [],
) {
  const dutchProducts = new Map(productNames.map((p) => [p.nameEn, p.nameNl]));
  const line = (lineNumber: number | null | undefined) =>
    lineNumber === null || lineNumber === undefined ? null : say("line", { line: lineNumber });
  return {
    /** "line 5" (null when the order line is unknown). */
    line,
    /** The job code printed on its ticket: "P0134". */
    code: (productionPolygonId: number) => ticketCode(productionPolygonId),
    /** "A-1042 · line 5 · P0134": what is left unknown is left out, the job code always stays. */
    job: ({ id, projectNumber, lineNumber }: JobOf) =>
      [projectNumber ?? null, line(lineNumber), ticketCode(id)].filter(Boolean).join(" · "),
    /** A status value's label from the workflow ("Packed"); "status 600" only when the catalogue has no such value. */
    status: (value: number) => {
      const known = statuses.find((s) => s.value === value);
      if (!known) return say("unknownStatus", { value });
      return locale === "nl" ? known.labelNl : known.labelEn;
    },
    /** A product type in the employee's language: its Dutch name where an admin keeps one, else as the order names it. */
    product: (name: string) => (locale === "nl" ? (dutchProducts.get(name) ?? name) : name),
    /** A production value with its unit: "1,160 min of work" ("1.160 min werk" in Dutch). */
    productionValue: (value: number) => say("productionValue", { value: format.number(value) }),
    /** A day on a chart's axis: "Thu, Mar 12" (en), "do 12 mrt" (nl). */
    day: (at: string | Date) => format.dateTime(new Date(at), "weekdayDay"),
  };
}
export type FloorLabels = ReturnType<typeof floorLabels>;
