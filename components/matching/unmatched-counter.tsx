"use client";
// How many polygons still wait for a material; read again after every match.
import { useTranslations } from "next-intl";
import { useUnmatchedCount } from "./api/unmatched-count";

export function UnmatchedCounter() {
  const t = useTranslations("matching");
  const count = useUnmatchedCount();
  return (
    <p role="status" aria-live="polite" className="border-ink rounded-xl border-2 px-5 py-3 text-xl">
      <span className="font-semibold">{t("unmatchedCount")}: </span>
      <span data-testid="unmatched-count" className="text-3xl font-black">
        {count.data ? count.data.count : count.isError ? "?" : "…"}
      </span>
    </p>
  );
}
