"use client";
// The frame of a workflow editor row (a status, a department's workflow): a
// named form whose fields stand in one grid row, with its buttons, "Saved"
// and the form-wide error at the end.
import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { FieldErrors } from "@/components/ui/field-errors";

type Props = {
  label: string;
  /** The grid's column template, a Tailwind class. */
  columns: string;
  form: { isSaved: boolean; errors: FieldErrors };
  onSubmit: () => Promise<void>;
  actions: ReactNode;
  children: ReactNode;
};

export function WorkflowRowForm({ label, columns, form, onSubmit, actions, children }: Props) {
  const t = useTranslations("workflowAdmin");
  return (
    <form
      aria-label={label}
      noValidate
      className={`grid items-start gap-3 border-b-2 border-gray-200 py-3 [&>*]:min-w-0 ${columns}`}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      <div className="flex flex-col gap-2 pt-7">
        {actions}
        {form.isSaved && (
          <p role="status" className="text-ok font-semibold">
            {t("saved")}
          </p>
        )}
        {form.errors.form && (
          <p role="alert" className="text-bad font-semibold">
            {form.errors.form}
          </p>
        )}
      </div>
    </form>
  );
}
