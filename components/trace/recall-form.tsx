"use client";
// The recall: a reason (required), then every unshipped line of the lot goes
// on hold at once (POST /api/trace/lots/{lot}/recall); the page is read again.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, fetchJson } from "@/lib/http/fetch-json";
import type { RecallResult } from "@/lib/trace/schemas";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

type Props = { lot: string; materialCode: string | null; count: number };

export function RecallForm({ lot, materialCode, count }: Props) {
  const t = useTranslations("trace");
  const router = useRouter();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);
  const [done, setDone] = useState<RecallResult | null>(null);

  async function recall() {
    if (!reason.trim()) {
      setError(t("reasonRequired"));
      return;
    }
    setError(null);
    setIsPending(true);
    try {
      const result = await fetchJson<RecallResult>(`/api/trace/lots/${encodeURIComponent(lot)}/recall`, {
        method: "POST",
        body: { reason: reason.trim(), ...(materialCode ? { materialCode } : {}) },
      });
      setDone(result);
      router.refresh();
    } catch (caught) {
      setError(
        caught instanceof ApiError
          ? (caught.problem.detail ?? caught.problem.title ?? t("offline"))
          : t("offline"),
      );
    } finally {
      setIsPending(false);
    }
  }

  return (
    <form
      className="mt-2 flex max-w-2xl flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void recall();
      }}
    >
      <p className="text-lg">{t("recallIntro")}</p>
      <Field
        as="textarea"
        id="recall-reason"
        label={t("reason")}
        rows={3}
        maxLength={500}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <ErrorAlert message={error} />
      {done && (
        <p role="status" className="text-lg font-semibold">
          {t("recalled", {
            held: done.held.length,
            already: done.alreadyOnHold.length,
            shipped: done.shipped.length,
            notHeld: done.notHeld.length,
          })}
        </p>
      )}
      <Button type="submit" variant="danger" disabled={isPending} className="self-start">
        {t("recallSubmit", { count })}
      </Button>
    </form>
  );
}
