"use client";
// /admin/audit: the audit trail, newest first, 50 a page, filtered by
// employee, action (its beginning) and a date range. The filter form is
// checked with the route's own query schema before it is applied.
import { useState } from "react";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/admin/form-controls";
import { fieldErrorsOf, type FieldErrors } from "@/components/admin/form-errors";
import { FormField } from "@/components/admin/workflow/form-field";
import { Button } from "@/components/ui/button";
import { auditQuery } from "@/lib/audit/audit-query";
import { auditPageSize, useAudit, type AuditFilters } from "../api/get-audit";
import { useEmployees } from "../api/get-employees";

const noFilters: AuditFilters = { username: "", action: "", from: "", to: "" };

export function AuditTrail() {
  const t = useTranslations("admin.audit");
  const tAdmin = useTranslations("admin");
  const employees = useEmployees();
  const [form, setForm] = useState(noFilters);
  const [filters, setFilters] = useState(noFilters);
  const [page, setPage] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const audit = useAudit(filters, page);
  const set = (key: keyof AuditFilters) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: event.target.value });

  const apply = () => {
    const present = Object.fromEntries(Object.entries(form).filter(([, value]) => value.trim() !== ""));
    const parsed = auditQuery.safeParse(present);
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.error));
    setErrors({});
    setFilters(form);
    setPage(0);
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
          apply();
        }}
      >
        <SelectField
          id="audit-username"
          label={t("username")}
          value={form.username}
          onChange={set("username")}
          error={errors.username}
        >
          <option value="">–</option>
          {(employees.data ?? []).map((e) => (
            <option key={e.id} value={e.username}>
              {e.displayName} ({e.username})
            </option>
          ))}
        </SelectField>
        <FormField
          id="audit-action"
          label={t("action")}
          value={form.action}
          onChange={set("action")}
          error={errors.action}
        />
        <FormField
          id="audit-from"
          label={t("from")}
          type="date"
          value={form.from}
          onChange={set("from")}
          error={errors.from}
        />
        <FormField
          id="audit-to"
          label={t("to")}
          type="date"
          value={form.to}
          onChange={set("to")}
          error={errors.to}
        />
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
          <table aria-label={t("listLabel")} className="w-full border-collapse text-left text-base">
            <thead>
              <tr className="border-b-2 border-gray-400">
                <th className="p-2">{t("at")}</th>
                <th className="p-2">{t("who")}</th>
                <th className="p-2">{t("what")}</th>
                <th className="p-2">{t("status")}</th>
                <th className="p-2">{t("duration")}</th>
                <th className="p-2">{t("details")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} className="border-b border-gray-200 align-top">
                  <td className="p-2 whitespace-nowrap">{new Date(row.at).toLocaleString()}</td>
                  <td className="p-2">{row.username}</td>
                  <td className="p-2">{row.action}</td>
                  <td className={`p-2 ${row.status >= 400 ? "text-bad font-semibold" : ""}`}>
                    {row.status}
                    {row.upstreamStatus ? ` (${row.upstreamStatus})` : ""}
                  </td>
                  <td className="p-2">{row.durationMs}</td>
                  <td className="max-w-xl p-2 font-mono text-sm break-all">{JSON.stringify(row.details)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {rows.length === 0 && <p className="p-2 text-lg">{t("empty")}</p>}
        </div>
      )}
      <nav aria-label={t("listLabel")} className="flex items-center gap-4">
        <Button variant="secondary" disabled={page === 0} onClick={() => setPage(page - 1)}>
          {t("previous")}
        </Button>
        <span className="text-lg">{t("page", { page: page + 1 })}</span>
        <Button variant="secondary" disabled={rows.length < auditPageSize} onClick={() => setPage(page + 1)}>
          {t("next")}
        </Button>
      </nav>
    </div>
  );
}
