// The demo employees, shown on the login page only while the database holds demo data.
import { DataTable } from "@/components/ui/data-table";
import { Section } from "@/components/ui/section";
import type { DemoLogin } from "@/lib/auth/demo-employees";
import { getTranslator } from "@/lib/i18n/messages";

export function DemoLogins({ logins }: { logins: DemoLogin[] }) {
  const t = getTranslator("en");
  return (
    <Section level={2} title={t("login.demoTitle")} className="rounded-xl border-2 border-gray-400 p-5">
      <p className="mt-2 text-lg">{t("login.demoIntro")}</p>
      <DataTable
        rows={logins}
        keyOf={(login) => login.username}
        className="mt-4 w-full text-lg"
        cellClassName="py-2 pr-3"
        columns={[
          { header: t("login.demoUsername"), cell: (l) => l.username, className: "font-mono font-semibold" },
          { header: t("login.demoName"), cell: (l) => l.displayName },
          { header: t("login.demoRoles"), cell: (l) => l.roles.map((role) => t(`roles.${role}`)).join(", ") },
          {
            header: t("login.demoBadge"),
            cell: (l) => l.badgeCode,
            className: "font-mono whitespace-nowrap",
          },
          { header: t("login.demoPin"), cell: (l) => l.pin, className: "font-mono" },
        ]}
      />
    </Section>
  );
}
