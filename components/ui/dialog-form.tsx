"use client";
// A dialog that is one form, checked by its owner (the browser's own
// validation is off): its fields, then the form-wide error, Cancel and the
// submit button (FormFooter). `useDialogSubmit` keeps its errors: what the
// form found missing, else the server's answer at its fields (or `offline`).
import { useState, type ReactNode, type RefObject } from "react";
import type { ButtonVariant } from "./button";
import { Dialog } from "./dialog";
import { fieldErrorsOfAnswer, type FieldErrors } from "./field-errors";
import { FormFooter } from "./form-footer";

type Props = {
  title: ReactNode;
  onClose: () => void;
  initialFocus?: RefObject<HTMLElement | null>;
  onSubmit: () => Promise<void>;
  /** The form-wide error, if any. */
  error?: string;
  cancelLabel: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  isPending: boolean;
  children: ReactNode;
};

export function DialogForm({ title, onClose, initialFocus, onSubmit, children, ...footer }: Props) {
  return (
    <Dialog title={title} onClose={onClose} initialFocus={initialFocus}>
      <form
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          void onSubmit();
        }}
        noValidate
      >
        {children}
        <FormFooter {...footer} onCancel={onClose} />
      </form>
    </Dialog>
  );
}

export function useDialogSubmit(offline: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  /** Sends unless `missing` names a field; a refused or failed send puts its errors at their fields. */
  const submit = async (missing: FieldErrors, send: () => Promise<void>) => {
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await send();
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, offline));
    }
  };
  return { errors, submit };
}
