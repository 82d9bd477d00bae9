// The `exportProject` object of a demo project (projectexport/get). Every key
// of the schema is written, null where there is no value: the embedded server
// is strict in what it sends.
import type { ExportProject } from "@/lib/production-api/schemas";
import type { ProjectFacts } from "./facts";
import { countries } from "./people";

const iso = (date: Date) => date.toISOString();

function customerOf(facts: ProjectFacts): NonNullable<ExportProject["customer"]> {
  const { retailer } = facts;
  return {
    id: retailer.id,
    number: retailer.debtorCode,
    city: retailer.place.city,
    displayName: retailer.name,
    company: retailer.name,
    email: retailer.email,
    phoneNumber: retailer.phoneNumber,
    street: retailer.street,
    streetNumber: retailer.streetNumber,
    zip: retailer.place.zip,
    deliveryCode: retailer.deliveryCode,
    extraFields: [{ extraField: "Routecode", value: `R${(retailer.id % 7) + 1}` }],
  };
}

/** The workshop itself, as the licensee of the CPQ installation. */
const workshop: NonNullable<ExportProject["licenseeCustomer"]> = {
  id: 1,
  number: "L0001",
  city: "Amersfoort",
  displayName: "Atelier Raamdecoratie",
  company: "Atelier Raamdecoratie B.V.",
  email: "planning@atelier-raamdecoratie.nl",
  phoneNumber: "+31 33 4001000",
  street: "Industrieweg",
  streetNumber: "12",
  zip: "3821 AA",
  deliveryCode: null,
  extraFields: [],
};

export function exportProjectOf(facts: ProjectFacts): ExportProject {
  const address = `${facts.street} ${facts.streetNumber}`;
  const country = countries[facts.place.country];
  const sentAt = new Date(facts.orderedAt.getTime() + 3_600_000);
  const name = `Fam. ${facts.household}`;
  return {
    id: facts.cpqProjectId,
    addressDelivery: address,
    addressExecution: address,
    affiliateDomain: null,
    applicationId: 12,
    attributes: { channel: "retail" },
    cityDelivery: facts.place.city,
    cityExecution: facts.place.city,
    customer: customerOf(facts),
    customerCity: facts.retailer.place.city,
    customerDisplayName: facts.retailer.name,
    customerId: facts.retailer.id,
    customerNumber: facts.retailer.debtorCode,
    deliveryContactName: name,
    deliveryCountry: country,
    deliveryDate: iso(facts.deliveryDate),
    deliveryEmailAddress: null,
    deliveryPhoneNumber: null,
    deliveryRef: facts.reference,
    description: `${facts.retailer.name}: ${facts.reference}`,
    executionContactName: name,
    executionCountry: country,
    executionDate: iso(new Date(facts.deliveryDate.getTime() + 2 * 86_400_000)),
    executionEmailAddress: null,
    executionPhoneNumber: null,
    externalProjectReference: `${facts.retailer.deliveryCode}-${facts.cpqProjectId}`,
    isArchived: false,
    isDefaultDeliveryOverRuled: false,
    isDeleted: false,
    isInternal: false,
    isOrder: true,
    isPaid: false,
    isPurchaseOrder: false,
    isReadOnly: true,
    isSent: true,
    isTemporary: false,
    lastModified: iso(sentAt),
    lastOpened: iso(sentAt),
    licenseeCustomer: workshop,
    licenseeNumber: workshop.number,
    nameDelivery: name,
    nameExecution: name,
    parentprojectId: null,
    priceCodeExceptions: null,
    priceCodes: null,
    prjDate: iso(facts.orderedAt),
    prjNumber: facts.projectNumber,
    projectStatusRemarks: null,
    projectType: { id: 1, code: "ORDER", description: "Order", projectKind: 1 },
    promotionAmount: null,
    purchaseOrderNumber: null,
    reference: facts.reference,
    referenceId: facts.referenceId,
    remarks: null,
    salesMan: null,
    scene: null,
    sentDateTime: iso(sentAt),
    sentFileName: `${facts.projectNumber}.xml`,
    summaryFileName: `${facts.projectNumber}.pdf`,
    supplierId: null,
    supplierInterfaceId: null,
    usePolygonGrouping: false,
    useWizard: false,
    versionNumber: 1,
    zipDelivery: facts.place.zip,
    zipExecution: facts.place.zip,
    isArchiveProject: false,
    archiveProjectId: null,
    deliveryAddress: {
      street: facts.street,
      number: facts.streetNumber,
      zip: facts.place.zip,
      city: facts.place.city,
      country: country.isO3166_1_2,
    },
    executionAddress: {
      street: facts.street,
      number: facts.streetNumber,
      zip: facts.place.zip,
      city: facts.place.city,
      country: country.isO3166_1_2,
    },
  };
}
