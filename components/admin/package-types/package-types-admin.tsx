"use client";
// /admin/package-types: code, kind and descriptions of every package type; a
// form for a new one or the chosen one; delete.
import { useTranslations } from "next-intl";
import { kindName } from "./package-kinds";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { usePackageTypes } from "@/components/floor/api/package-types";
import { QueryGate } from "@/components/ui/query-gate";
import { useDeletePackageType } from "../api/delete-package-type";
import { PackageTypeForm } from "./package-type-form";

export function PackageTypesAdmin() {
  const t = useTranslations("admin");
  const packageTypes = usePackageTypes();
  const remove = useDeletePackageType();

  return (
    <QueryGate queries={[packageTypes]} loading={t("loading")} failed={t("loadFailed")}>
      {() => (
        <AdminList
          newLabel={t("packageTypes.new")}
          listLabel={t("packageTypes.listLabel")}
          records={packageTypes.data ?? []}
          keyOf={(packageType) => packageType.id}
          nameOf={(packageType) => packageType.code}
          remove={remove}
          renderForm={(packageType, done) => <PackageTypeForm packageType={packageType} onDone={done} />}
          renderFacts={(packageType) => (
            <div className="flex flex-col gap-1 text-lg">
              <RecordHeading name={packageType.code} detail={`– ${packageType.label}`} />
              <span>
                {t("packageTypes.kind")}: {kindName(t, packageType.packageKind)} ·{" "}
                {Object.entries(packageType.descriptions)
                  .map(([language, text]) => `${language.toUpperCase()}: ${text}`)
                  .join(" · ")}
              </span>
            </div>
          )}
        />
      )}
    </QueryGate>
  );
}
