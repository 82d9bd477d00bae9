"use client";
// One reason: kind (fixed once made), code, English and Dutch labels and its
// place in the list. Checked with the route's zod schema first; the server's
// field errors land at the same fields.
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { numberOf } from "@/components/ui/form-values";
import { Field } from "@/components/ui/field";
import { SelectField } from "@/components/ui/select-field";
import { useForm } from "@/components/ui/use-form";
import type { Reason } from "@/lib/reasons/catalogue";
import { reasonBody, reasonKinds, updateReasonBody } from "@/lib/reasons/schemas";
import { useSaveReason } from "../api/admin-reasons";

type Props = { reason: Reason | null; onDone: () => void };

export function ReasonForm({ reason, onDone }: Props) {
  const t = useTranslations("reasons");
  const tAdmin = useTranslations("admin");
  const save = useSaveReason();
  const { values, field, send, frame } = useForm(
    {
      kind: reason?.kind ?? "problem",
      code: reason?.code ?? "",
      labelEn: reason?.labelEn ?? "",
      labelNl: reason?.labelNl ?? "",
      sortOrder: String(reason?.sortOrder ?? 0),
    },
    tAdmin("offline"),
    onDone,
  );
  const id = (name: string) => `reason-${reason?.id ?? "new"}-${name}`;

  const submit = async () => {
    const { kind, sortOrder, ...labels } = values;
    const fields = { ...labels, sortOrder: numberOf(sortOrder) };
    await (reason
      ? send(updateReasonBody.safeParse(fields), (body) => save.mutateAsync({ id: reason.id, body }))
      : send(reasonBody.safeParse({ kind, ...fields }), (body) => save.mutateAsync({ id: null, body })));
  };
  const title = reason ? t("admin.editTitle", { code: reason.code }) : t("admin.newTitle");

  return (
    <AdminForm {...frame} title={title} isNew={!reason} onSubmit={submit} onDone={onDone}>
      <div className="grid gap-4 md:grid-cols-5">
        <SelectField
          isCompact
          id={id("kind")}
          label={t("admin.kind")}
          options={reasonKinds}
          labelOf={(kind) => t(`kinds.${kind}`)}
          disabled={reason !== null}
          {...field("kind")}
        />
        <Field isCompact id={id("code")} label={t("admin.code")} {...field("code")} />
        <Field isCompact id={id("en")} label={t("admin.labelEn")} {...field("labelEn")} />
        <Field isCompact id={id("nl")} label={t("admin.labelNl")} {...field("labelNl")} />
        <Field
          isCompact
          id={id("order")}
          label={t("admin.sortOrder")}
          inputMode="numeric"
          {...field("sortOrder")}
        />
      </div>
    </AdminForm>
  );
}
