// The project export as the office reads it: customer, delivery and execution
// address, dates, reference and remarks.
import { dash, formatWhen, joined } from "@/components/ui/format";
import type { Locale } from "@/lib/base/roles";
import { getTranslator } from "@/lib/i18n/messages";
import type { ExportProject } from "@/lib/production-api/schemas";

/** An address or contact: one part a line. */
const lines = (parts: (string | number | null | undefined)[]) => joined(parts, "\n");

export function ProjectDetails({ project: p, locale }: { project: ExportProject; locale: Locale }) {
  const t = getTranslator(locale);
  const customer = p.customer;
  const facts: [label: string, value: string][] = [
    [
      t("projects.details.customer"),
      lines([
        customer?.company ?? customer?.displayName ?? p.customerDisplayName,
        customer?.number ?? p.customerNumber,
        customer?.email,
        customer?.phoneNumber,
      ]),
    ],
    [
      t("projects.details.delivery"),
      lines([
        p.nameDelivery,
        p.deliveryContactName,
        p.addressDelivery,
        joined([p.zipDelivery, p.cityDelivery], " "),
        p.deliveryCountry?.name,
        p.deliveryPhoneNumber,
      ]),
    ],
    [
      t("projects.details.execution"),
      lines([
        p.nameExecution,
        p.executionContactName,
        p.addressExecution,
        joined([p.zipExecution, p.cityExecution], " "),
        p.executionCountry?.name,
      ]),
    ],
    [t("projects.details.deliveryDate"), formatWhen(locale, p.deliveryDate)],
    [t("projects.details.executionDate"), formatWhen(locale, p.executionDate)],
    [t("projects.details.reference"), joined([p.reference, p.externalProjectReference, p.deliveryRef])],
    [t("projects.details.description"), p.description ?? dash],
    [t("projects.details.remarks"), lines([p.remarks, p.projectStatusRemarks])],
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt className="text-base font-semibold text-gray-700">{label}</dt>
          <dd className="text-lg whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
