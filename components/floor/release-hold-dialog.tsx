"use client";
// "Release hold": a remark (required), then the line goes back to the status
// it had before the hold (the server decides which; the answer names it).
import { useRef, useState } from "react";
import { useTranslations } from "next-intl";
import { DialogForm, useDialogSubmit } from "@/components/ui/dialog-form";
import { Field } from "@/components/ui/field";
import type { ReleaseResult } from "@/lib/holds/release";
import { useReleaseHold } from "@/components/floor/api/hold-writes";

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
  const { errors, submit } = useDialogSubmit(t("offline"));

  return (
    <DialogForm
      title={t("releaseTitle", { name })}
      onClose={onClose}
      initialFocus={remarkRef}
      onSubmit={() =>
        submit(remark.trim() ? {} : { remark: t("remarkRequired") }, async () =>
          onReleased(await release.mutateAsync({ id: polygonId, remark: remark.trim() })),
        )
      }
      error={errors.form}
      cancelLabel={t("cancel")}
      submitLabel={t("releaseSubmit")}
      isPending={release.isPending}
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
    </DialogForm>
  );
}
