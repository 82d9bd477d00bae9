"use client";
// "Report a problem": a remark (required) and, where the employee takes one, a
// photo from the tablet's rear camera. Sending puts the polygon on hold.
import { useEffect, useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { Button } from "@/components/ui/button";
import { ApiError } from "@/lib/http/fetch-json";
import type { QueueItem } from "@/lib/stations/stations";
import { useReportProblem } from "./api/report-problem";
import { cardTitle } from "./queue-card";
import { shrinkPhoto } from "./shrink-photo";

type ProblemDialogProps = {
  departmentId: number;
  item: QueueItem;
  onClose: () => void;
  onReported: (item: QueueItem) => void;
};

export function ProblemDialog({ departmentId, item, onClose, onReported }: ProblemDialogProps) {
  const t = useTranslations("station.problem");
  const report = useReportProblem(departmentId);
  const isQueued = useQueuedFeedback();
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const [remark, setRemark] = useState("");
  const [photo, setPhoto] = useState<File | null>(null);
  const [errors, setErrors] = useState<{ remark?: string; photo?: string; form?: string }>({});

  useEffect(() => remarkRef.current?.focus(), []);

  const submit = async () => {
    if (!remark.trim()) return setErrors({ remark: t("remarkRequired") });
    setErrors({});
    try {
      const shrunk = photo ? await shrinkPhoto(photo) : null;
      await report.mutateAsync({ productionPolygonId: item.id, remark: remark.trim(), photo: shrunk });
      onReported(item);
    } catch (error) {
      // Kept on the tablet (no photo): said in blue; the dialog closes as after a report.
      if (isQueued(error)) return onClose();
      const fields = error instanceof ApiError ? error.problem.errors : undefined;
      setErrors({
        remark: fields?.remark?.[0],
        photo: fields?.photo?.[0],
        form: error instanceof ApiError ? (error.problem.detail ?? error.problem.title) : t("offline"),
      });
    }
  };

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="problem-title"
      className="fixed inset-0 z-30 flex items-center justify-center bg-black/60 p-4"
      onKeyDown={(event) => event.key === "Escape" && onClose()}
    >
      <form
        className="flex w-full max-w-2xl flex-col gap-4 rounded-xl bg-white p-6"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <h2 id="problem-title" className="text-2xl font-bold">
          {t("title", { polygon: cardTitle(item) })}
        </h2>
        <div className="flex flex-col gap-1">
          <label htmlFor="problem-remark" className="text-lg font-semibold">
            {t("remark")}
          </label>
          <textarea
            id="problem-remark"
            ref={remarkRef}
            rows={3}
            value={remark}
            maxLength={1000}
            onChange={(event) => setRemark(event.target.value)}
            aria-invalid={errors.remark ? true : undefined}
            aria-describedby={errors.remark ? "problem-remark-error" : undefined}
            className="border-ink rounded-lg border-2 p-3 text-xl"
          />
          {errors.remark && (
            <p id="problem-remark-error" className="text-bad text-lg font-semibold">
              {errors.remark}
            </p>
          )}
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor="problem-photo" className="text-lg font-semibold">
            {t("photo")}
          </label>
          <input
            id="problem-photo"
            type="file"
            accept="image/*"
            capture="environment"
            onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
            aria-describedby={errors.photo ? "problem-photo-error" : undefined}
            className="file:border-ink min-h-12 text-lg file:min-h-12 file:rounded-lg file:border-2 file:bg-white file:px-4 file:text-lg"
          />
          {errors.photo && (
            <p id="problem-photo-error" className="text-bad text-lg font-semibold">
              {errors.photo}
            </p>
          )}
        </div>
        {errors.form && (
          <p role="alert" className="text-bad text-lg font-semibold">
            {errors.form}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant="danger" disabled={report.isPending}>
            {t("submit")}
          </Button>
        </div>
      </form>
    </div>
  );
}
