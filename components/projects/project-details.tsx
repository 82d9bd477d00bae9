// The project export as the office reads it: customer, delivery and execution
// address, dates, reference and remarks.
import type { Locale } from "@/lib/auth/roles";
import type { ExportProject } from "@/lib/production-api/schemas";
import { getTranslator } from "@/lib/i18n/messages";
import { dash, formatWhen, joined } from "@/components/ui/format";

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <dt className="text-base font-semibold text-gray-700">{label}</dt>
      <dd className="text-lg whitespace-pre-line">{value}</dd>
    </div>
  );
}

export function ProjectDetails({ project, locale }: { project: ExportProject; locale: Locale }) {
  const t = getTranslator(locale);
  const customer = project.customer;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <Field
        label={t("projects.details.customer")}
        value={joined(
          [
            customer?.company ?? customer?.displayName ?? project.customerDisplayName,
            customer?.number ?? project.customerNumber,
            customer?.email,
            customer?.phoneNumber,
          ],
          "\n",
        )}
      />
      <Field
        label={t("projects.details.delivery")}
        value={joined(
          [
            project.nameDelivery,
            project.deliveryContactName,
            project.addressDelivery,
            joined([project.zipDelivery, project.cityDelivery], " "),
            project.deliveryCountry?.name,
            project.deliveryPhoneNumber,
          ],
          "\n",
        )}
      />
      <Field
        label={t("projects.details.execution")}
        value={joined(
          [
            project.nameExecution,
            project.executionContactName,
            project.addressExecution,
            joined([project.zipExecution, project.cityExecution], " "),
            project.executionCountry?.name,
          ],
          "\n",
        )}
      />
      <Field label={t("projects.details.deliveryDate")} value={formatWhen(locale, project.deliveryDate)} />
      <Field label={t("projects.details.executionDate")} value={formatWhen(locale, project.executionDate)} />
      <Field
        label={t("projects.details.reference")}
        value={joined([project.reference, project.externalProjectReference, project.deliveryRef])}
      />
      <Field label={t("projects.details.description")} value={project.description ?? dash} />
      <Field
        label={t("projects.details.remarks")}
        value={joined([project.remarks, project.projectStatusRemarks], "\n")}
      />
    </dl>
  );
}
