"use client";
// "Release hold": a remark (required), then the line goes back to the status
// it had before the hold (the server decides which; the answer names it).
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { Dialog } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { fieldErrorsOfAnswer, type FieldErrors } from "@/components/ui/field-errors";
import type { ReleaseResult } from "@/lib/holds/release";
import { useReleaseHold } from "./api/hold-writes";
import { FormFooter } from "@/components/ui/form-footer";

type Props = {
  polygonId: number;
  /** The line as the screen names it (project · line · ticket). */
  name: string;
  onClose: () => void;
  onReleased: (result: ReleaseResult) => void;
};

export function ReleaseHoldDialog({ polygonId, name, onClose, onReleased }: Props) {
  const t = useTranslations("holds");
  const release = useReleaseHold();
  const remarkRef = useRef<HTMLTextAreaElement>(null);
  const [remark, setRemark] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = async () => {
    if (!remark.trim()) return setErrors({ remark: t("remarkRequired") });
    setErrors({});
    try {
      onReleased(await release.mutateAsync({ id: polygonId, remark: remark.trim() }));
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, t("offline")));
    }
  };

  return (
    <Dialog title={t("releaseTitle", { name })} onClose={onClose} initialFocus={remarkRef}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <p className="text-lg">{t("releaseIntro")}</p>
        <Field
          as="textarea"
          id={`release-remark-${polygonId}`}
          ref={remarkRef}
          label={t("remark")}
          rows={3}
          maxLength={500}
          value={remark}
          onChange={(event) => setRemark(event.target.value)}
          error={errors.remark}
        />
        <FormFooter
          error={errors.form}
          cancelLabel={t("cancel")}
          onCancel={onClose}
          submitLabel={t("releaseSubmit")}

          isPending={release.isPending}
        />
      </form>
    </Dialog>
  );
}
