"use client";
// "Report a problem": a reason code (big buttons) and/or a remark, and, where
// the employee takes one, a photo from the tablet's rear camera. Sending puts
// the polygon on hold.
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { ReasonPicker, noReason } from "@/components/floor/reason-picker";
import { DialogForm, useDialogSubmit } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import type { QueueItem } from "@/lib/stations/stations";
import { useReportProblem } from "./api/report-problem";
import { cardTitle } from "./queue-card";
import { shrinkPhoto } from "@/components/ui/shrink-photo";

type ProblemDialogProps = {
  departmentId: number;
  item: QueueItem;
  onClose: () => void;
  onReported: (item: QueueItem) => void;
};

export function ProblemDialog({ departmentId, item, onClose, onReported }: ProblemDialogProps) {
  const t = useTranslations("station.problem");
  const report = useReportProblem(departmentId);
  const labels = useFloorLabels();
  const isQueued = useQueuedFeedback();
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const [remark, setRemark] = useState("");
  const [reason, setReason] = useState(noReason);
  const [photo, setPhoto] = useState<File | null>(null);
  const { errors, submit } = useDialogSubmit(t("offline"));

  const send = async () => {
    try {
      const shrunk = photo ? await shrinkPhoto(photo) : null;
      await report.mutateAsync({
        productionPolygonId: item.id,
        remark: remark.trim(),
        reasonId: reason.reasonId,
        photo: shrunk,
      });
      onReported(item);
    } catch (error) {
      // Kept on the tablet (no photo): said in blue; the dialog closes as after a report.
      if (!isQueued(error)) throw error;
      onClose();
    }
  };

  return (
    <DialogForm
      title={t("title", { polygon: cardTitle(item, labels) })}
      onClose={onClose}
      initialFocus={remarkRef}
      onSubmit={() =>
        submit(!remark.trim() && reason.reasonId === null ? { remark: t("remarkRequired") } : {}, send)
      }
      error={errors.form}
      cancelLabel={t("cancel")}
      submitLabel={t("submit")}
      submitVariant="danger"
      isPending={report.isPending}
    >
      <ReasonPicker
        kind="problem"
        id="problem"
        value={reason}
        onChange={setReason}
        hasRemark={false}
        error={errors.reasonId}
      />
      <Field
        as="textarea"
        id="problem-remark"
        ref={remarkRef}
        label={t("remark")}
        rows={3}
        maxLength={1000}
        value={remark}
        onChange={(event) => setRemark(event.target.value)}
        error={errors.remark}
      />
      <Field
        id="problem-photo"
        label={t("photo")}
        type="file"
        accept="image/*"
        capture="environment"
        onChange={(event) => setPhoto(event.target.files?.[0] ?? null)}
        error={errors.photo}
        className="file:min-h-10 file:rounded-lg file:border-0 file:bg-gray-200 file:px-4 file:text-lg"
      />
    </DialogForm>
  );
}
