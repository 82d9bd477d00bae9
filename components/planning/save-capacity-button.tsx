"use client";
// Saves the what-if's hours as a capacity adjustment (POST /api/planning/capacity)
// once the supervisor confirms what will be saved, then shows the new plan and
// the saved hours (the what-if's form starts afresh).
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { fetchJson } from "@/lib/http/fetch-json";
import { ConfirmedAction } from "./confirmed-action";

type Change = { departmentId: number; day: string; minutes: number };

/** `question` names the change ("240 more minutes in Sewing on Mon 30 Nov will be saved…"). */
export function SaveCapacityButton({ change, question }: { change: Change; question: string }) {
  const t = useTranslations("whatIf");
  const router = useRouter();
  return (
    <ConfirmedAction
      label={t("save")}
      title={t("saveTitle")}
      question={question}
      confirmLabel={t("saveConfirm")}
      onConfirm={() => fetchJson("/api/planning/capacity", { method: "POST", body: change })}
      onDone={() => {
        router.replace("/supervisor/planning");
        router.refresh();
      }}
    />
  );
}
