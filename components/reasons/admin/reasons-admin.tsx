"use client";
// /admin/reasons: the reason codes per kind with their English and Dutch
// labels and how often each was given; new, change, (de)activate, and delete
// for a reason never given (a given one is kept for the counts).
import { useState } from "react";
import { useTranslations } from "next-intl";
import { AdminList, RecordHeading } from "@/components/ui/admin-list";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { QueryGate } from "@/components/ui/query-gate";
import { reasonKindSchema, reasonKinds, type ReasonKind } from "@/lib/reasons/schemas";
import { useAdminReasons, useDeleteReason, useSaveReason } from "../api/admin-reasons";
import { ReasonForm } from "./reason-form";

export function ReasonsAdmin() {
  const t = useTranslations("reasons");
  const tAdmin = useTranslations("admin");
  const reasons = useAdminReasons();
  const remove = useDeleteReason();
  const save = useSaveReason();
  const [kind, setKind] = useState<ReasonKind | "all">("all");

  return (
    <QueryGate queries={[reasons]} loading={tAdmin("loading")} failed={tAdmin("loadFailed")}>
      {() => (
        <div className="flex flex-col gap-4">
          <div className="max-w-xs">
            <Field
              as="select"
              isCompact
              id="reason-kind-filter"
              label={t("admin.filterLabel")}
              value={kind}
              onChange={(event) => {
                const parsed = reasonKindSchema.safeParse(event.target.value);
                setKind(parsed.success ? parsed.data : "all");
              }}
            >
              <option value="all">{t("admin.all")}</option>
              {reasonKinds.map((k) => (
                <option key={k} value={k}>
                  {t(`kinds.${k}`)}
                </option>
              ))}
            </Field>
          </div>
          <p className="text-base text-gray-800">{t("admin.deleteHint")}</p>
          <AdminList
            newLabel={t("admin.new")}
            listLabel={t("admin.listLabel")}
            records={(reasons.data ?? []).filter((r) => kind === "all" || r.kind === kind)}
            keyOf={(reason) => reason.id}
            nameOf={(reason) => `${t(`kinds.${reason.kind}`)}: ${reason.labelEn}`}
            remove={remove}
            renderForm={(reason, done) => <ReasonForm reason={reason} onDone={done} />}
            renderFacts={(reason) => (
              <div className="flex flex-col gap-1 text-lg">
                <RecordHeading name={reason.labelEn} detail={`– ${reason.labelNl}`} />
                <span>
                  {t(`kinds.${reason.kind}`)} · <span className="font-mono">{reason.code}</span> ·{" "}
                  {t("admin.used", { count: reason.useCount })}
                  {!reason.isActive && <strong className="text-bad"> · {t("admin.inactive")}</strong>}
                </span>
              </div>
            )}
            renderActions={(reason, action) => (
              <Button
                variant="secondary"
                aria-label={`${reason.isActive ? t("admin.deactivate") : t("admin.activate")} ${t(`kinds.${reason.kind}`)}: ${reason.labelEn}`}
                disabled={save.isPending}
                onClick={() => {
                  action.clear();
                  save.mutate(
                    { id: reason.id, body: { isActive: !reason.isActive } },
                    { onError: action.failed },
                  );
                }}
              >
                {reason.isActive ? t("admin.deactivate") : t("admin.activate")}
              </Button>
            )}
          />
        </div>
      )}
    </QueryGate>
  );
}
