"use client";
// /admin/package-types: code, kind and descriptions of every package type; a
// form for a new one or the chosen one; delete.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { DeleteButton } from "@/components/admin/form-controls";
import { fieldErrorsOfAnswer } from "@/components/admin/form-errors";
import { usePackageTypes } from "@/components/packing/api/package-types";
import { Button } from "@/components/ui/button";
import type { PackageType } from "@/lib/polygons/package-types";
import { useDeletePackageType } from "../api/delete-package-type";
import { PackageTypeForm } from "./package-type-form";

export function PackageTypesAdmin() {
  const t = useTranslations("admin");
  const packageTypes = usePackageTypes();
  const remove = useDeletePackageType();
  const [editing, setEditing] = useState<PackageType | "new" | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (packageTypes.isPending) return <p className="text-xl">{t("loading")}</p>;
  if (packageTypes.error)
    return (
      <p role="alert" className="text-bad text-xl font-semibold">
        {t("loadFailed")}
      </p>
    );

  return (
    <div className="flex flex-col gap-6">
      {editing === null ? (
        <div>
          <Button onClick={() => setEditing("new")}>{t("packageTypes.new")}</Button>
        </div>
      ) : (
        <PackageTypeForm
          key={editing === "new" ? "new" : editing.id}
          packageType={editing === "new" ? null : editing}
          onDone={() => setEditing(null)}
        />
      )}
      {error && (
        <p role="alert" className="text-bad text-lg font-semibold">
          {error}
        </p>
      )}
      <ul aria-label={t("packageTypes.listLabel")} className="flex flex-col gap-3">
        {packageTypes.data.map((packageType) => (
          <li
            key={packageType.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-lg border-2 border-gray-300 p-4"
          >
            <div className="flex flex-col gap-1 text-lg">
              <h2 className="text-xl font-bold">
                {packageType.code} <span className="font-normal">– {packageType.label}</span>
              </h2>
              <span>
                {t("packageTypes.kind")}: {packageType.packageKind} ·{" "}
                {Object.entries(packageType.descriptions)
                  .map(([language, text]) => `${language.toUpperCase()}: ${text}`)
                  .join(" · ")}
              </span>
            </div>
            <div className="flex gap-3">
              <Button
                variant="secondary"
                aria-label={`${t("edit")} ${packageType.code}`}
                onClick={() => setEditing(packageType)}
              >
                {t("edit")}
              </Button>
              <DeleteButton
                label={t("delete")}
                confirmLabel={t("confirmDelete", { name: packageType.code })}
                isPending={remove.isPending}
                onDelete={() => {
                  setError(null);
                  remove.mutate(packageType.id, {
                    onError: (e) => setError(Object.values(fieldErrorsOfAnswer(e, t("offline")))[0] ?? null),
                  });
                }}
              />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
