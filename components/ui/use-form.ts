"use client";
// The state of a form checked with a zod schema before it is sent: its values
// as typed, one error a field (the schema's, then the server's), and whether
// the last send was saved. `field(key)` is what a text <Field> needs. A
// refused field says what to type, in the employee's language (validation-messages.ts).
// `onSaved` runs once the server took a send (an admin form closes itself);
// `frame` is what <AdminForm> shows of it: the form-wide error and "saving".
import { useState, type ChangeEvent } from "react";
import type { z } from "zod";
import { fieldErrorsOf, fieldErrorsOfAnswer, type FieldErrors } from "./field-errors";
import { useDescribeIssue } from "./validation-messages";

type TextKey<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string;
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useForm<F extends Record<string, unknown>>(
  initial: F,
  offline: string,
  onSaved?: () => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isSaved, setSaved] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const describe = useDescribeIssue();

  const set = (patch: Partial<F>) => {
    setSaved(false);
    setValues((current) => ({ ...current, ...patch }));
  };

  const field = (key: TextKey<F>) => ({
    value: values[key] as string,
    onChange: (event: ChangeEvent<Control>) => set({ [key]: event.target.value } as Partial<F>),
    error: errors[key],
  });

  /** The schema's errors at their fields, or the parsed data sent; true once the server took it. */
  const send = async <T>(parsed: z.ZodSafeParseResult<T>, save: (data: T) => Promise<unknown>) => {
    setSaved(false);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, describe));
      return false;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(parsed.data);
      setSaved(true);
      onSaved?.();
      return true;
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, offline));
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** A failed action beside the send (a delete): its error shown as the form's. */
  const failed = (error: unknown) => setErrors(fieldErrorsOfAnswer(error, offline));

  const frame = { formError: errors.form, isSaving };
  return { values, set, reset: () => setValues(initial), errors, isSaved, field, send, failed, frame };
}
