// The project page: toolbar (print, CSV of the bill of materials, job
// tickets, "Open in CPQ" for supervisors and admins; never printed), the
// project export, the project's bill of materials and each product line.
import type { ReactNode } from "react";
import Link from "next/link";
import { PrintButton } from "@/components/ui/print-button";
import { buttonClasses } from "@/components/ui/button";
import { Section } from "@/components/ui/section";
import type { Locale } from "@/lib/base/roles";
import type { ProjectPage } from "@/lib/projects/project-page";
import { getTranslator } from "@/lib/i18n/messages";
import { BomTable } from "./bom-table";
import { OpenInCpq } from "./open-in-cpq";
import { PolygonSection } from "./polygon-section";
import { ProjectDetails } from "./project-details";

type Props = {
  page: ProjectPage;
  locale: Locale;
  mayOpenInCpq: boolean;
  mayChangeStatus?: boolean;
  /** The plan's projected finish of the project, composed by the page (components/planning). */
  projected?: ReactNode;
  /** The plan's projected finish of one line (by its production polygon id). */
  projectedLine?: (productionPolygonId: number) => ReactNode;
  /** One line's quality checks (components/quality), by its production polygon id. */
  lineChecks?: (productionPolygonId: number) => ReactNode;
};

export function ProjectView({
  page,
  locale,
  mayOpenInCpq,
  mayChangeStatus = false,
  projected,
  projectedLine,
  lineChecks,
}: Props) {
  const t = getTranslator(locale);
  const number =
    page.orderSpec.projectNumber ?? page.exportProject.prjNumber ?? String(page.productionProjectId);
  const customer =
    page.orderSpec.customer?.company ??
    page.orderSpec.customer?.name ??
    page.exportProject.customerDisplayName;
  const items = new Map(page.orderSpec.items.map((i) => [i.id, i]));
  return (
    <div className="flex max-w-6xl flex-col gap-8 print:text-sm">
      <header>
        <h1 className="text-3xl font-bold">{t("projects.title", { number })}</h1>
        <p className="mt-2 text-xl text-gray-800">
          {[customer, page.orderSpec.reference].filter(Boolean).join(" · ") || t("projects.noCustomer")}
        </p>
        <div className="mt-4 flex flex-wrap gap-3 print:hidden">
          <PrintButton label={t("projects.print")} />
          <a
            href={`/api/projects/${page.productionProjectId}/bom`}
            download
            className={buttonClasses("secondary")}
          >
            {t("projects.downloadBom")}
          </a>
          <Link href={`/projects/${page.productionProjectId}/tickets`} className={buttonClasses("secondary")}>
            {t("projects.tickets")}
          </Link>
        </div>
        {projected}
        {page.cpq.message && (
          <p className="mt-3 text-lg">{t("cpq.unavailableBecause", { reason: page.cpq.message })}</p>
        )}
        {mayOpenInCpq && page.cpq.isInCpq && (
          <div className="mt-3">
            <OpenInCpq productionProjectId={page.productionProjectId} projectNumber={number} />
          </div>
        )}
      </header>

      <Section level={2} title={t("projects.details.title")} headingClassName="mb-3">
        <ProjectDetails project={page.exportProject} locale={locale} />
      </Section>

      <Section level={2} title={t("projects.bom.title")} headingClassName="mb-3">
        <BomTable lines={page.orderSpec.billOfMaterials} caption={t("projects.bom.title")} locale={locale} />
      </Section>

      <Section level={2} title={t("projects.lines", { count: page.polygons.length })} headingClassName="mb-3">
        <div className="flex flex-col gap-4">
          {page.polygons.map((polygon) => (
            <PolygonSection
              key={polygon.id}
              polygon={polygon}
              item={items.get(polygon.polygonId)}
              statuses={page.statuses}
              productNames={page.productNames}
              locale={locale}
              mayChangeStatus={mayChangeStatus}
              projected={projectedLine?.(polygon.id)}
              checks={lineChecks?.(polygon.id)}
            />
          ))}
        </div>
      </Section>
    </div>
  );
}
