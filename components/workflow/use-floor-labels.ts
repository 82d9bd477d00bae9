"use client";
// The floor labels (lib/polygons/floor-labels.ts) in a client screen: the
// employee's language, the workflow's status labels and the product types'
// Dutch names (loaded once, shared).
import { useMemo } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { floorLabels, type FloorLabels } from "@/lib/polygons/floor-labels";
import { useWorkflow } from "./api/get-workflow";

export function useFloorLabels(): FloorLabels {
  const t = useTranslations("floorLabels");
  const format = useFormatter();
  const locale = useLocale();
  const { statuses, productNames } = useWorkflow().data ?? {};
  return useMemo(
    () => floorLabels(t, format, locale, statuses, productNames),
    [t, format, locale, statuses, productNames],
  );
}
