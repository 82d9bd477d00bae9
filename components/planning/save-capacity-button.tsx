"use client";
// Saves the what-if's hours as a capacity adjustment (POST /api/planning/capacity), then shows the new plan.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ApiError, fetchJson } from "@/lib/http/fetch-json";

type Change = { departmentId: number; day: string; minutes: number };

export function SaveCapacityButton({ change }: { change: Change }) {
  const t = useTranslations("planning");
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  async function save() {
    setIsSaving(true);
    setError(null);
    try {
      await fetchJson("/api/planning/capacity", { method: "POST", body: change });
      router.replace("/supervisor/planning");
      router.refresh();
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.problem.detail ?? failure.message) : t("saveFailed"));
    } finally {
      setIsSaving(false);
    }
  }
  return (
    <div className="mt-4">
      <Button onClick={() => void save()} disabled={isSaving}>
        {t("save")}
      </Button>
      {error && (
        <p role="alert" className="text-bad mt-2">
          {error}
        </p>
      )}
    </div>
  );
}
