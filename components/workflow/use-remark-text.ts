"use client";
// A status-history remark in the employee's language: the app's own remarks
// (lib/polygons/app-remarks.ts) through the catalogue, a person's words as written.
import { useTranslations } from "next-intl";
import { appRemarkOf } from "@/lib/polygons/app-remarks";

export function useRemarkText(): (text: string) => string {
  const t = useTranslations("remarks");
  return (text) => {
    const remark = appRemarkOf(text);
    if (remark.key === null) return remark.text;
    return remark.key === "holdReleased" ? t("holdReleased", { remark: remark.remark }) : t(remark.key);
  };
}
