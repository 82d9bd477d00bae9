"use client";
// The frame every admin form shares: a titled form (checked by the caller's
// zod schema, so the browser's own validation is off), then the foot every
// form has (FormFooter): the form-wide error, Cancel (onDone closes the form)
// and Save/Create. An "Edit" far down a list opens its form above the list:
// the form scrolls itself into view and takes the focus when it opens.
import { useTranslations } from "next-intl";
import { useEffect, useRef, type ReactNode } from "react";
import { FormFooter } from "./form-footer";

type Props = {
  title: string;
  /** An existing record (Save) or a new one (Create). */
  isNew: boolean;
  isSaving: boolean;
  formError: string | undefined;
  onSubmit: () => Promise<unknown>;
  onDone: () => void;
  children: ReactNode;
};

export function AdminForm({ title, isNew, isSaving, formError, onSubmit, onDone, children }: Props) {
  const t = useTranslations("admin");
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    form.scrollIntoView({ block: "start", behavior: "instant" });
    form
      .querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")
      ?.focus({ preventScroll: true });
  }, []);
  return (
    <form
      ref={formRef}
      aria-label={title}
      noValidate
      className="flex scroll-mt-4 flex-col gap-4 rounded-lg border-2 border-gray-300 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <h2 className="text-2xl font-bold">{title}</h2>
      {children}
      <FormFooter
        error={formError}
        cancelLabel={t("cancel")}
        onCancel={onDone}
        submitLabel={isNew ? t("create") : t("save")}
        isPending={isSaving}
      />
    </form>
  );
}
