"use client";
// One package type: code, kind (a number) and the English and Dutch
// descriptions. Checked with the route's zod schema first; the server's field
// errors land at the same fields.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminForm, sendForm } from "@/components/admin/admin-form";
import { fieldErrorsOf, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import type { PackageType } from "@/lib/polygons/package-types";
import { createPackageBody } from "@/lib/production-api/schemas";
import { useSavePackageType } from "../api/save-package-type";

export function PackageTypeForm({
  packageType,
  onDone,
}: {
  packageType: PackageType | null;
  onDone: () => void;
}) {
  const t = useTranslations("admin");
  const save = useSavePackageType();
  const [form, setForm] = useState({
    code: packageType?.code ?? "",
    packageKind: packageType ? String(packageType.packageKind) : "",
    en: packageType?.descriptions.en ?? "",
    nl: packageType?.descriptions.nl ?? "",
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const prefix = `package-type-${packageType?.id ?? "new"}`;
  const set = (key: keyof typeof form) => (event: React.ChangeEvent<HTMLInputElement>) =>
    setForm({ ...form, [key]: event.target.value });

  const submit = async () => {
    // Other languages the upstream may hold are kept; an emptied description is dropped.
    const descriptions: Record<string, string> = { ...packageType?.descriptions, en: form.en, nl: form.nl };
    for (const [language, text] of Object.entries(descriptions))
      if (!text.trim()) delete descriptions[language];
    const parsed = createPackageBody.safeParse({
      code: form.code,
      packageKind: form.packageKind.trim() === "" ? Number.NaN : Number(form.packageKind),
      descriptions,
    });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    await sendForm(
      () => save.mutateAsync({ id: packageType?.id ?? null, body: parsed.data }),
      setErrors,
      t("offline"),
      onDone,
    );
  };

  const title = packageType
    ? t("packageTypes.editTitle", { code: packageType.code })
    : t("packageTypes.newTitle");
  return (
    <AdminForm
      title={title}
      isNew={!packageType}
      isSaving={save.isPending}
      formError={errors.form}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="grid gap-4 md:grid-cols-4">
        <FormField
          id={`${prefix}-code`}
          label={t("packageTypes.code")}
          value={form.code}
          onChange={set("code")}
          error={errors.code}
        />
        <FormField
          id={`${prefix}-kind`}
          label={t("packageTypes.kind")}
          inputMode="numeric"
          value={form.packageKind}
          onChange={set("packageKind")}
          error={errors.packageKind}
        />
        <FormField
          id={`${prefix}-en`}
          label={t("packageTypes.descriptionEn")}
          value={form.en}
          onChange={set("en")}
          error={errors["descriptions.en"] ?? errors.descriptions}
        />
        <FormField
          id={`${prefix}-nl`}
          label={t("packageTypes.descriptionNl")}
          value={form.nl}
          onChange={set("nl")}
          error={errors["descriptions.nl"]}
        />
      </div>
    </AdminForm>
  );
}
