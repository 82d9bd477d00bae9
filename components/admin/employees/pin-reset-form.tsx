"use client";
// A new PIN for one employee, typed by the admin (never shown or sent back).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import { resetPinBody } from "@/lib/auth/employee-schemas";
import type { AdminEmployee } from "@/lib/admin/employees";
import { useResetPin } from "../api/reset-pin";

export function PinResetForm({ employee }: { employee: AdminEmployee }) {
  const t = useTranslations("admin.employees");
  const tAdmin = useTranslations("admin");
  const resetPin = useResetPin();
  const { values, errors, field, send, isSaved, reset: clear } = useForm({ pin: "" }, tAdmin("offline"));
  const label = t("newPin", { name: employee.displayName });

  const submit = async () => {
    const parsed = resetPinBody.safeParse(values);
    if (await send(parsed, ({ pin }) => resetPin.mutateAsync({ id: employee.id, pin }))) clear();
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
      <Field
        isCompact
        id={`employee-${employee.id}-new-pin`}
        label={label}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        {...field("pin")}
        error={errors.pin ?? errors.form}
      />
      <Button type="submit" variant="secondary" disabled={resetPin.isPending}>
        {t("setPin")}
      </Button>
      {isSaved && (
        <p role="status" className="text-ok font-semibold">
          {t("pinSet")}
        </p>
      )}
    </form>
  );
}
