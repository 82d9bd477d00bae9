"use client";
// /admin/product-names: the Dutch name of each product type, by its name as
// orders give it ("Double pleat curtain" → "Dubbele plooi gordijn"); a Dutch
// employee sees it on the station's cards, the drawer and the tickets.
import { useTranslations } from "next-intl";
import { AdminForm } from "@/components/ui/admin-form";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { Field } from "@/components/ui/field";
import { QueryGate } from "@/components/ui/query-gate";
import { useForm } from "@/components/ui/use-form";
import { useWorkflow } from "@/components/workflow/api/get-workflow";
import { productNameBody, type ProductName } from "@/lib/workflow/product-name-schema";
import { useSaveProductName } from "../api/save-product-name";

function ProductNameForm({ name, onDone }: { name: ProductName | null; onDone: () => void }) {
  const t = useTranslations("admin");
  const save = useSaveProductName();
  const { values, field, send, frame } = useForm(
    { nameEn: name?.nameEn ?? "", nameNl: name?.nameNl ?? "" },
    t("offline"),
    onDone,
  );
  const id = (key: string) => `product-name-${name?.nameEn ?? "new"}-${key}`;
  const submit = async () => {
    await send(productNameBody.safeParse(values), (body) => save.mutateAsync(body));
  };
  const title = name ? t("productNames.editTitle", { name: name.nameEn }) : t("productNames.newTitle");
  return (
    <AdminForm {...frame} title={title} isNew={!name} onSubmit={submit} onDone={onDone}>
      <div className="grid gap-4 md:grid-cols-2">
        {name ? (
          <p className="text-lg">
            {t("productNames.nameEn")}: <strong>{name.nameEn}</strong>
          </p>
        ) : (
          <Field isCompact id={id("en")} label={t("productNames.nameEn")} {...field("nameEn")} />
        )}
        <Field isCompact id={id("nl")} label={t("productNames.nameNl")} {...field("nameNl")} />
      </div>
      <p className="text-base">{t("productNames.blankHint")}</p>
    </AdminForm>
  );
}

export function ProductNamesAdmin() {
  const t = useTranslations("admin");
  const catalogue = useWorkflow();
  const records = (catalogue.data?.productNames ?? []).map((name, index) => ({ ...name, index }));
  return (
    <QueryGate queries={[catalogue]} loading={t("loading")} failed={t("loadFailed")}>
      {() => (
        <AdminList
          newLabel={t("productNames.new")}
          listLabel={t("productNames.listLabel")}
          records={records}
          keyOf={(record) => record.index}
          nameOf={(record) => record.nameEn}
          renderForm={(record, done) => (
            <ProductNameForm
              name={record && { nameEn: record.nameEn, nameNl: record.nameNl }}
              onDone={done}
            />
          )}
          renderFacts={(record) => <RecordHeading name={record.nameEn} detail={`– NL: ${record.nameNl}`} />}
        />
      )}
    </QueryGate>
  );
}
