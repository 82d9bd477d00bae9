"use client";
// A new password for one employee, typed by the admin (never shown or sent
// back); the server ends the employee's sessions (docs/security.md).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import { resetPasswordBody } from "@/lib/auth/employee-schemas";
import type { AdminEmployee } from "@/lib/admin/employees";
import { useResetPassword } from "../api/reset-password";

export function PasswordResetForm({ employee }: { employee: AdminEmployee }) {
  const t = useTranslations("admin.employees");
  const tAdmin = useTranslations("admin");
  const resetPassword = useResetPassword();
  const { values, errors, field, send, isSaved, reset: clear } = useForm({ password: "" }, tAdmin("offline"));
  const label = t("newPassword", { name: employee.displayName });

  const submit = async () => {
    const parsed = resetPasswordBody.safeParse(values);
    if (await send(parsed, ({ password }) => resetPassword.mutateAsync({ id: employee.id, password })))
      clear();
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
        id={`employee-${employee.id}-new-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        {...field("password")}
        error={errors.password ?? errors.form}
      />
      <Button type="submit" variant="secondary" disabled={resetPassword.isPending}>
        {t("setPassword")}
      </Button>
      {isSaved && (
        <p role="status" className="text-ok font-semibold">
          {t("passwordSet")}
        </p>
      )}
    </form>
  );
}
