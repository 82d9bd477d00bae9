"use client";
// Takes saved hours back (DELETE /api/planning/capacity/{id}) once the
// supervisor confirms which, then shows the plan without them.
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { fetchJson } from "@/lib/http/fetch-json";
import { ConfirmedAction } from "./confirmed-action";

/** `name` is the saving as the list shows it; `question` what taking it back does. */
export function TakeBackButton({ id, name, question }: { id: number; name: string; question: string }) {
  const t = useTranslations("whatIf");
  const router = useRouter();
  return (
    <ConfirmedAction
      label={t("takeBack")}
      ariaLabel={`${t("takeBack")}: ${name}`}
      variant="secondary"
      title={t("takeBackTitle")}
      question={question}
      confirmLabel={t("takeBackConfirm")}
      onConfirm={() => fetchJson(`/api/planning/capacity/${id}`, { method: "DELETE" })}
      onDone={() => router.refresh()}
    />
  );
}
