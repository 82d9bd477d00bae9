"use client";
// /admin/audit: the audit trail, newest first, 50 a page, filtered by
// employee, action (its beginning) and a date range. The filter form is
// checked with the route's own query schema before it is applied.
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { Field } from "@/components/ui/field";
import { Pager } from "@/components/ui/pager";
import { useForm } from "@/components/ui/use-form";
import { auditQuery } from "@/lib/audit/audit-query";
import { auditPageSize, useAudit, type AuditFilters } from "../api/get-audit";
import { useEmployees } from "../api/get-employees";

const noFilters: AuditFilters = { username: "", action: "", from: "", to: "" };

export function AuditTrail() {
  const t = useTranslations("admin.audit");
  const tAdmin = useTranslations("admin");
  const format = useFormatter();
  const employees = useEmployees();
  const form = useForm(noFilters, tAdmin("offline"));
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(0);
  const audit = useAudit(filters, page);
  const { field } = form;

  const apply = async () => {
    const present = Object.fromEntries(
      Object.entries(form.values).filter(([, value]) => value.trim() !== ""),
    );
    // Nothing is sent: the checked filters become the list's query.
    await form.send(auditQuery.safeParse(present), () => {
      setFilters(form.values);
      setPage(0);
      return Promise.resolve();
    });
  };

  const rows = audit.data ?? [];
  return (
    <div className="flex flex-col gap-6">
      <form
        aria-label={t("filters")}
        noValidate
        className="grid items-end gap-4 md:grid-cols-5"
        onSubmit={(event) => {
          event.preventDefault();
          void apply();
        }}
      >
        <Field as="select" isCompact id="audit-username" label={t("username")} {...field("username")}>
          <option value="">–</option>
          {(employees.data ?? []).map((e) => (
            <option key={e.id} value={e.username}>
              {e.displayName} ({e.username})
            </option>
          ))}
        </Field>
        <Field isCompact id="audit-action" label={t("action")} {...field("action")} />
        <Field isCompact id="audit-from" label={t("from")} type="date" {...field("from")} />
        <Field isCompact id="audit-to" label={t("to")} type="date" {...field("to")} />
        <Button type="submit">{t("apply")}</Button>
      </form>
      {audit.error && (
        <p role="alert" className="text-bad text-xl font-semibold">
          {tAdmin("loadFailed")}
        </p>
      )}
      {audit.isPending ? (
        <p className="text-xl">{tAdmin("loading")}</p>
      ) : (
        <div className="overflow-x-auto">
          <DataTable
            label={t("listLabel")}
            rows={rows}
            keyOf={(row) => row.id}
            cellClassName="p-2"
            columns={[
              {
                header: t("at"),
                cell: (row) => format.dateTime(new Date(row.at), "moment"),
                className: "whitespace-nowrap",
              },
              { header: t("who"), cell: (row) => row.username },
              { header: t("what"), cell: (row) => row.action },
              {
                header: t("status"),
                cell: (row) => (
                  <span className={row.status >= 400 ? "text-bad font-semibold" : ""}>
                    {row.status}
                    {row.upstreamStatus ? ` (${row.upstreamStatus})` : ""}
                  </span>
                ),
              },
              { header: t("duration"), cell: (row) => row.durationMs },
              {
                header: t("details"),
                cell: (row) => JSON.stringify(row.details),
                className: "max-w-xl font-mono text-sm break-all",
              },
            ]}
          />
          {rows.length === 0 && <p className="p-2 text-lg">{t("empty")}</p>}
        </div>
      )}
      <Pager
        label={t("listLabel")}
        position={t("page", { page: page + 1 })}
        previous={t("previous")}
        next={t("next")}
        page={page}
        hasNext={rows.length >= auditPageSize}
        onPage={setPage}
      />
    </div>
  );
}
