"use client";
// "Report a problem": a reason code (big buttons) and/or a remark, and, where
// the employee takes one, a photo from the tablet's rear camera. Sending puts
// the polygon on hold.
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { useQueuedFeedback } from "@/components/outbox/use-queued-feedback";
import { Dialog } from "@/components/ui/dialog";
import { ReasonPicker, noReason } from "@/components/reasons/reason-picker";
import { Field } from "@/components/ui/field";
import { useFloorLabels } from "@/components/workflow/use-floor-labels";
import { fieldErrorsOfAnswer, type FieldErrors } from "@/components/ui/field-errors";
import type { QueueItem } from "@/lib/stations/stations";
import { useReportProblem } from "./api/report-problem";
import { cardTitle } from "./queue-card";
import { shrinkPhoto } from "./shrink-photo";
import { FormFooter } from "@/components/ui/form-footer";

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
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    if (!remark.trim() && reason.reasonId === null) return setErrors({ remark: t("remarkRequired") });
    setErrors({});
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
      if (isQueued(error)) return onClose();
      setErrors(fieldErrorsOfAnswer(error, t("offline")));
    }
  };

  return (
    <Dialog
      title={t("title", { polygon: cardTitle(item, labels) })}
      onClose={onClose}
      initialFocus={remarkRef}
    >
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
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
        <FormFooter
          error={errors.form}
          cancelLabel={t("cancel")}
          onCancel={onClose}
          submitLabel={t("submit")}
          submitVariant={"danger"}
          isPending={report.isPending}
        />
      </form>
    </Dialog>
  );
}
