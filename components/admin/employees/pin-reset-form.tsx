"use client";
// A new PIN for one employee, typed by the admin (never shown or sent back).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { fieldErrorsOf, fieldErrorsOfAnswer, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import { Button } from "@/components/ui/button";
import { resetPinBody } from "@/lib/auth/employee-schemas";
import type { AdminEmployee } from "@/lib/admin/employees";
import { useResetPin } from "../api/reset-pin";

export function PinResetForm({ employee }: { employee: AdminEmployee }) {
  const t = useTranslations("admin.employees");
  const tAdmin = useTranslations("admin");
  const reset = useResetPin();
  const [pin, setPin] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const [isDone, setDone] = useState(false);
  const label = t("newPin", { name: employee.displayName });

  const submit = async () => {
    setDone(false);
    const parsed = resetPinBody.safeParse({ pin });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    try {
      await reset.mutateAsync({ id: employee.id, pin: parsed.data.pin });
      setPin("");
      setDone(true);
    } catch (error) {
      setErrors(fieldErrorsOfAnswer(error, tAdmin("offline")));
    }
  };

  return (
    <form
      aria-label={label}
      noValidate
      className="flex flex-wrap items-end gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <FormField
        id={`employee-${employee.id}-new-pin`}
        label={label}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        value={pin}
        onChange={(event) => setPin(event.target.value)}
        error={errors.pin ?? errors.form}
      />
      <Button type="submit" variant="secondary" disabled={reset.isPending}>
        {t("setPin")}
      </Button>
      {isDone && (
        <p role="status" className="text-ok font-semibold">
          {t("pinSet")}
        </p>
      )}
    </form>
  );
}
