"use client";
// A new PIN or password for one employee, typed by the admin (never shown or
// sent back); the server ends the employee's sessions (docs/security.md).
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import { resetPasswordBody, resetPinBody } from "@/lib/auth/employee-schemas";
import type { AdminEmployee } from "@/lib/admin/employees";
import { useResetSecret, type SecretKind } from "../api/reset-secret";

const words = {
  pin: { label: "newPin", button: "setPin", done: "pinSet" },
  password: { label: "newPassword", button: "setPassword", done: "passwordSet" },
} as const;

export function SecretResetForm({ employee, kind }: { employee: AdminEmployee; kind: SecretKind }) {
  const t = useTranslations("admin.employees");
  const tAdmin = useTranslations("admin");
  const reset = useResetSecret();
  const {
    values,
    errors,
    field,
    send,
    isSaved,
    reset: clear,
  } = useForm({ pin: "", password: "" }, tAdmin("offline"));
  const label = t(words[kind].label, { name: employee.displayName });

  const submit = async () => {
    const save = (value: string) => reset.mutateAsync({ id: employee.id, kind, value });
    const isSent =
      kind === "pin"
        ? await send(resetPinBody.safeParse({ pin: values.pin }), ({ pin }) => save(pin))
        : await send(resetPasswordBody.safeParse({ password: values.password }), ({ password }) =>
            save(password),
          );
    if (isSent) clear();
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
        id={`employee-${employee.id}-new-${kind}`}
        label={label}
        type="password"
        {...(kind === "pin"
          ? { inputMode: "numeric" as const, autoComplete: "off" }
          : { autoComplete: "new-password" })}
        {...field(kind)}
        error={errors[kind] ?? errors.form}
      />
      <Button type="submit" variant="secondary" disabled={reset.isPending}>
        {t(words[kind].button)}
      </Button>
      {isSaved && (
        <p role="status" className="text-ok font-semibold">
          {t(words[kind].done)}
        </p>
      )}
    </form>
  );
}
