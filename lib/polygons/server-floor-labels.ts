// The floor labels (floor-labels.ts) for a page rendered on the server, in the employee's language.
import type { Locale } from "@/lib/base/roles";
import { getFormatter, getTranslator } from "@/lib/i18n/messages";
import { floorLabels } from "./floor-labels";

export function serverFloorLabels(
  locale: Locale,
  statuses: Parameters<typeof floorLabels>[3] = [],
  productNames: Parameters<typeof floorLabels>[4] = [],
) {
  const t = getTranslator(locale);
  return floorLabels(
    (key, values) => t(`floorLabels.${key}`, values),
    getFormatter(locale),
    locale,
    statuses,
    productNames,
  );
}
