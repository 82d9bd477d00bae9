"use client";
// One package type: code, kind (chosen by name: box, tube, pallet) and the
// English and Dutch descriptions. Checked with the route's zod schema first; the server's field
// errors land at the same fields.
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { Field } from "@/components/ui/field";
import { useForm } from "@/components/ui/use-form";
import type { PackageType } from "@/lib/polygons/package-types";
import { createPackageBody } from "@/lib/production-api/schemas";
import { useSavePackageType } from "../api/save-package-type";
import { isNamedKind, kindName, namedPackageKinds } from "./package-kinds";

type Props = { packageType: PackageType | null; onDone: () => void };

/** The kinds offered: box, tube, pallet, and a kind the upstream holds that has no name here (kept as it is). */
const kindsOf = (packageType: PackageType | null) =>
  packageType && !isNamedKind(packageType.packageKind)
    ? [...namedPackageKinds, packageType.packageKind]
    : namedPackageKinds;

export function PackageTypeForm({ packageType, onDone }: Props) {
  const t = useTranslations("admin");
  const save = useSavePackageType();
  const { values, errors, field, send, frame } = useForm(
    {
      code: packageType?.code ?? "",
      packageKind: packageType ? String(packageType.packageKind) : "",
      en: packageType?.descriptions.en ?? "",
      nl: packageType?.descriptions.nl ?? "",
    },
    t("offline"),
    onDone,
  );
  const id = (name: string) => `package-type-${packageType?.id ?? "new"}-${name}`;

  const submit = async () => {
    // Other languages the upstream may hold are kept; an emptied description is dropped.
    const descriptions = Object.fromEntries(
      Object.entries({ ...packageType?.descriptions, en: values.en, nl: values.nl }).filter(([, text]) =>
        text.trim(),
      ),
    );
    const parsed = createPackageBody.safeParse({
      code: values.code,
      // Not chosen: missing ("Fill this in"), not a number typed wrong.
      packageKind: values.packageKind === "" ? undefined : Number(values.packageKind),
      descriptions,
    });
    await send(parsed, (body) => save.mutateAsync({ id: packageType?.id ?? null, body }));
  };
  const title = packageType
    ? t("packageTypes.editTitle", { code: packageType.code })
    : t("packageTypes.newTitle");

  return (
    <AdminForm {...frame} title={title} isNew={!packageType} onSubmit={submit} onDone={onDone}>
      <div className="grid gap-4 md:grid-cols-4">
        <Field isCompact id={id("code")} label={t("packageTypes.code")} {...field("code")} />
        <Field as="select" isCompact id={id("kind")} label={t("packageTypes.kind")} {...field("packageKind")}>
          <option value="">{t("packageTypes.chooseKind")}</option>
          {kindsOf(packageType).map((kind) => (
            <option key={kind} value={String(kind)}>
              {kindName(t, kind)}
            </option>
          ))}
        </Field>
        <Field isCompact id={id("en")} label={t("packageTypes.descriptionEn")} {...field("en")} />
        <Field isCompact id={id("nl")} label={t("packageTypes.descriptionNl")} {...field("nl")} />
      </div>
      {/* An error of one description names its language ("nl: …"). */}
      {errors.descriptions && <p className="text-bad text-base font-semibold">{errors.descriptions}</p>}
    </AdminForm>
  );
}
