"use client";
// Releasing one recalled line's hold from the lot's page, as any hold is
// released (POST /api/holds/{id}/release with a remark); the page is read again.
import { useState } from "react";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { ApiError, fetchJson } from "@/lib/http/fetch-json";
import { ErrorAlert } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";

export function ReleaseHoldForm({
  productionPolygonId,
  name,
}: {
  productionPolygonId: number;
  name: string;
}) {
  const t = useTranslations("trace");
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [remark, setRemark] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [isPending, setIsPending] = useState(false);

  if (!isOpen) {
    return (
      <Button variant="secondary" onClick={() => setIsOpen(true)} aria-label={t("releaseTitle", { name })}>
        {t("release")}
      </Button>
    );
  }

  async function release() {
    if (!remark.trim()) {
      setError(t("remarkRequired"));
      return;
    }
    setIsPending(true);
    try {
      await fetchJson(`/api/holds/${productionPolygonId}/release`, {
        method: "POST",
        body: { remark: remark.trim() },
      });
      setIsOpen(false);
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
      aria-label={t("releaseTitle", { name })}
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void release();
      }}
    >
      <Field
        id={`release-${productionPolygonId}`}
        label={t("releaseRemark")}
        isCompact
        maxLength={500}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
      />
      <ErrorAlert message={error} />
      <div className="flex gap-2">
        <Button type="submit" disabled={isPending}>
          {t("releaseSubmit")}
        </Button>
        <Button variant="ghost" onClick={() => setIsOpen(false)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}
