// The upstream contract: zod schemas for every production entity, request body
// and query of the Production API (cpq-service-interface.md, with the answers of
// production-api-supplement.md). The single source of upstream shapes: the
// typed client reads with them, the embedded API parses its input with them.
// Entity schemas strip unknown fields (tolerant of extra upstream fields).
import { z } from "zod";
import { multiLineText, singleLineText } from "@/lib/base/text";

const id = z.number().int();
const timestamp = z.string();
const nullableTimestamp = timestamp.nullable().default(null);
const nullableText = z.string().nullable().default(null);

// ---- Entities -------------------------------------------------------------

export const productionPolygonStatusSchema = z.object({
  id,
  productionPolygonId: id,
  productionStatusId: id,
  productionStatusValue: z.number().int(),
  hubEmployeeId: id.nullable().default(null),
  remarks: nullableText,
  assignedAt: timestamp,
});

export const productionPolygonProjectMaterialSchema = z.object({
  id,
  polygonProjectMaterialId: id,
  hasDefect: z.boolean(),
  hadDefect: z.boolean(),
  isMatched: z.boolean(),
  matchedAt: nullableTimestamp,
});

/** A material entry as matching/browse returns it: with its polygon and project material. */
export const matchingPolygonProjectMaterialSchema = productionPolygonProjectMaterialSchema.extend({
  productionPolygonId: id,
  productionProjectMaterialId: id,
});

export const productionPolygonSchema = z.object({
  id,
  polygonId: id,
  productionProjectId: id,
  subnumber: z.number().int().default(0),
  productionPackageId: id.nullable().default(null),
  finishAt: nullableTimestamp,
  deliverAt: nullableTimestamp,
  productionValue: z.number().int().default(0),
  statuses: z.array(productionPolygonStatusSchema).default([]),
  materials: z.array(productionPolygonProjectMaterialSchema).default([]),
});

export const productionProjectSchema = z.object({
  id,
  projectId: id,
  hubApplicationId: id,
  polygons: z.array(productionPolygonSchema).default([]),
});

export const productionPolygonDepartmentSchema = z.object({
  id,
  startAt: nullableTimestamp,
  finishAt: nullableTimestamp,
  deliverAt: nullableTimestamp,
  productionValue: z.number().int().default(0),
  productionPolygonId: id,
  productionDepartmentId: id,
  productionPackageId: id.nullable().default(null),
});

export const productionPolygonPackageSchema = z.object({
  id,
  productionPolygonId: id,
  productionPackageId: id,
  barcode: z.string(),
  packedAt: nullableTimestamp,
  amount: z.number().int(),
  parentPolygonPackageId: id.nullable().default(null),
  childPolygonPackageIds: z.array(id).default([]),
});

export const productionPackageSchema = z.object({
  id,
  code: z.string(),
  descriptions: z.record(z.string(), z.string()),
  packageKind: z.number().int(),
});

export const productionDepartmentSchema = z.object({
  id,
  code: z.string(),
  name: z.string(),
  deliveryTime: z.number().int(),
  defaultProductionPackageId: id.nullable().default(null),
  employeeIds: z.array(id).default([]),
});

/** Matching status of a row, derived from its material entries. */
export const matchingStatusSchema = z.enum(["unmatched", "partial", "matched", "defect"]);

export const matchingRowSchema = z.object({
  projectNumber: nullableText,
  reference: nullableText,
  customer: nullableText,
  customerDebtorCode: nullableText,
  product: nullableText,
  commission: nullableText,
  supplier: nullableText,
  material: nullableText,
  goodSide: nullableText,
  status: z.string().nullable().default(null),
  amount: z.number().default(0),
  date: nullableTimestamp,
  sbnId: id.nullable().default(null),
  sbnKey: nullableText,
  eanCode: nullableText,
  materialColor: nullableText,
  polygons: z
    .array(z.object({ id, polygonId: id, productionProjectId: id, subnumber: z.number().int().default(0) }))
    .default([]),
  polygonProjectMaterials: z.array(matchingPolygonProjectMaterialSchema).default([]),
});

export const matchingBrowseResultSchema = z.object({
  results: z.array(matchingRowSchema),
  totalResults: z.number().int(),
});

const exportCountrySchema = z.object({
  id,
  isO3166_1_2: nullableText,
  isO3166_1_3: nullableText,
  name: nullableText,
});

const exportCustomerSchema = z.object({
  id,
  number: nullableText,
  city: nullableText,
  displayName: nullableText,
  company: nullableText,
  email: nullableText,
  phoneNumber: nullableText,
  street: nullableText,
  streetNumber: nullableText,
  zip: nullableText,
  deliveryCode: nullableText,
  extraFields: z.array(z.object({ extraField: z.string(), value: z.string().nullable() })).default([]),
});

const flag = z.boolean().default(false);

/** The exportProject object of projectexport/get; every field the spec names. */
export const exportProjectSchema = z.object({
  id,
  addressDelivery: nullableText,
  addressExecution: nullableText,
  affiliateDomain: nullableText,
  applicationId: id.nullable().default(null),
  attributes: z.record(z.string(), z.unknown()).default({}),
  cityDelivery: nullableText,
  cityExecution: nullableText,
  customer: exportCustomerSchema.nullable().default(null),
  customerCity: nullableText,
  customerDisplayName: nullableText,
  customerId: id.nullable().default(null),
  customerNumber: nullableText,
  deliveryContactName: nullableText,
  deliveryCountry: exportCountrySchema.nullable().default(null),
  deliveryDate: nullableTimestamp,
  deliveryEmailAddress: nullableText,
  deliveryPhoneNumber: nullableText,
  deliveryRef: nullableText,
  description: nullableText,
  executionContactName: nullableText,
  executionCountry: exportCountrySchema.nullable().default(null),
  executionDate: nullableTimestamp,
  executionEmailAddress: nullableText,
  executionPhoneNumber: nullableText,
  externalProjectReference: nullableText,
  isArchived: flag,
  isDefaultDeliveryOverRuled: flag,
  isDeleted: flag,
  isInternal: flag,
  isOrder: flag,
  isPaid: flag,
  isPurchaseOrder: flag,
  isReadOnly: flag,
  isSent: flag,
  isTemporary: flag,
  lastModified: nullableTimestamp,
  lastOpened: nullableTimestamp,
  licenseeCustomer: exportCustomerSchema.nullable().default(null),
  licenseeNumber: nullableText,
  nameDelivery: nullableText,
  nameExecution: nullableText,
  parentprojectId: id.nullable().default(null),
  priceCodeExceptions: z.unknown().nullable().default(null),
  priceCodes: z.unknown().nullable().default(null),
  prjDate: nullableTimestamp,
  prjNumber: nullableText,
  projectStatusRemarks: nullableText,
  projectType: z
    .object({
      id,
      code: nullableText,
      description: nullableText,
      projectKind: z.number().int().nullable().default(null),
    })
    .nullable()
    .default(null),
  promotionAmount: z.number().nullable().default(null),
  purchaseOrderNumber: nullableText,
  reference: nullableText,
  referenceId: nullableText,
  remarks: nullableText,
  salesMan: nullableText,
  scene: z.unknown().nullable().default(null),
  sentDateTime: nullableTimestamp,
  sentFileName: nullableText,
  summaryFileName: nullableText,
  supplierId: id.nullable().default(null),
  supplierInterfaceId: nullableText,
  usePolygonGrouping: flag,
  useWizard: flag,
  versionNumber: z.number().int().nullable().default(null),
  zipDelivery: nullableText,
  zipExecution: nullableText,
  isArchiveProject: flag,
  archiveProjectId: id.nullable().default(null),
  deliveryAddress: z.unknown().nullable().default(null),
  executionAddress: z.unknown().nullable().default(null),
});

export const projectExportSchema = z.object({
  productionProjectId: id,
  exportProject: exportProjectSchema,
});

const bomLineSchema = z.object({
  code: nullableText,
  description: nullableText,
  eanCode: nullableText,
  kind: z.number().int().nullable().default(null),
  materialId: id.nullable().default(null),
  quantity: z.number().default(0),
  supplierCode: nullableText,
  unitDescription: nullableText,
  totalPrice: z.number().nullable().default(null),
  unitPrice: z.number().nullable().default(null),
  category: z.object({ id, description: nullableText, interfaceKey: nullableText }).nullable().default(null),
  supplier: z.object({ id, name: nullableText, sbnKey: nullableText }).nullable().default(null),
  isModified: flag,
  isDefaultSupplierMaterial: flag,
});

const orderSpecCustomerSchema = z.object({
  id,
  debtorCode: nullableText,
  deliveryCode: nullableText,
  name: nullableText,
  company: nullableText,
  mainAddress: z.unknown().nullable().default(null),
  deliveryAddress: z.unknown().nullable().default(null),
});

const orderSpecPropertySchema = z.object({
  id,
  isReadonly: flag,
  isVisible: z.boolean().default(true),
  propertyId: id.nullable().default(null),
  displayLabel: nullableText,
  propertyDescription: nullableText,
  propertyValue: nullableText,
  propertyValueLabel: nullableText,
  interfaceKey: nullableText,
  valueInterfaceKey: nullableText,
  propertyListValue: z.unknown().nullable().default(null),
});

export const orderSpecItemMaterialSchema = z.object({
  categoryLinkId: id.nullable().default(null),
  parentCategory: nullableText,
  childCategory: nullableText,
  interfaceKey: nullableText,
  isMainCategory: flag,
  material: z
    .object({
      id,
      eanCode: nullableText,
      supplierCode: nullableText,
      description: nullableText,
      color: nullableText,
      category: nullableText,
      supplier: nullableText,
    })
    .nullable()
    .default(null),
  name: nullableText,
  quantityDescription: nullableText,
  calcQuantity: z.number().nullable().default(null),
  calcQuantityNet: z.number().nullable().default(null),
  saleQuantity: z.number().nullable().default(null),
  saleQuantityNet: z.number().nullable().default(null),
  extraSaleQuantity: z.number().nullable().default(null),
  properties: z.array(orderSpecPropertySchema).default([]),
  outsourceMetadata: z.record(z.string(), z.unknown()).default({}),
});

const codedSchema = z.object({
  id,
  code: nullableText,
  description: nullableText,
  interfaceKey: nullableText,
});

export const orderSpecItemSchema = z.object({
  id,
  attributes: z.record(z.string(), z.unknown()).default({}),
  billOfMaterials: z.array(bomLineSchema).default([]),
  description: nullableText,
  height: z.number().nullable().default(null),
  isHeightEnabled: z.boolean().default(true),
  isWidthEnabled: z.boolean().default(true),
  leadTime: z.number().int().nullable().default(null),
  lineNumber: z.number().int(),
  lineNumberSuffix: nullableText,
  materials: z.array(orderSpecItemMaterialSchema).default([]),
  model: z
    .object({ id, value: nullableText, description: nullableText, interfaceKey: nullableText })
    .nullable()
    .default(null),
  polygonNumber: z.number().int().nullable().default(null),
  polygonNumberGrouped: nullableText,
  polygonType: codedSchema.nullable().default(null),
  productCategory: nullableText,
  productionMethodDescription: nullableText,
  purchaseNumber: nullableText,
  referenceId: nullableText,
  width: z.number().nullable().default(null),
});

export const orderSpecBodySchema = z.object({
  id,
  billOfMaterials: z.array(bomLineSchema).default([]),
  customer: orderSpecCustomerSchema.nullable().default(null),
  licenseeCustomer: orderSpecCustomerSchema.nullable().default(null),
  deliveryAddress: z.unknown().nullable().default(null),
  externalProjectReference: nullableText,
  attributes: z.record(z.string(), z.unknown()).default({}),
  items: z.array(orderSpecItemSchema).default([]),
  isInternal: flag,
  isReadonly: flag,
  isSent: flag,
  projectNumber: nullableText,
  reference: nullableText,
  referenceId: nullableText,
  sentDateTime: nullableTimestamp,
  description: nullableText,
});

export const orderSpecSchema = z.object({
  productionProjectId: id,
  orderSpec: orderSpecBodySchema,
});

// ---- Request bodies (the † operations, as the supplement fixes them) -------

/** Ids are 32-bit in the upstream's database: a larger one is refused before it reaches a query. */
const maxId = 2_147_483_647;
const positiveId = z.number().int().positive().max(maxId, `an id is at most ${maxId}`);
const ids = z.array(positiveId).min(1, "give at least one id").max(1000, "at most 1000 ids per call");
const statusValue = z.number().int().min(0).max(99_999);
const remarks = multiLineText().max(1000).optional();
const isoTimestamp = z.iso.datetime({ offset: true });

export const setStatusForProjectBody = z.object({ productionProjectId: positiveId, statusValue, remarks });
export const setStatusForPolygonsBody = z.object({ productionPolygonIds: ids, statusValue, remarks });
export const setStatusForWtPolygonsBody = z.object({
  productionProjectIds: ids,
  polygonIds: ids,
  statusValue,
  remarks,
});
export const setStatusForWtPolygonLineNumbersBody = z.object({
  projectNumber: singleLineText().trim().min(1, "give the project number").max(64),
  lineNumbers: z.array(z.number().int().min(0).max(maxId)).min(1, "give at least one line number").max(1000),
  statusValue,
  remarks,
});
export const getPolygonStatusInfoForWtPolygonsBody = z.object({ polygonIds: ids });

export const setPolygonProjectMaterialMatchedBody = z.object({ id: positiveId, isMatched: z.boolean() });
export const setPolygonProjectMaterialHasDefectBody = z.object({ id: positiveId, hasDefect: z.boolean() });
export const setPolygonProjectMaterialHadDefectBody = z.object({ id: positiveId, hadDefect: z.boolean() });

const polygonDepartmentFields = {
  productionPolygonId: positiveId,
  productionDepartmentId: positiveId,
  productionPackageId: positiveId.nullable().optional(),
  startAt: isoTimestamp.nullable().optional(),
  finishAt: isoTimestamp.nullable().optional(),
  deliverAt: isoTimestamp.nullable().optional(),
  productionValue: z.number().int().min(0).max(maxId).optional(),
};
export const createPolygonDepartmentBody = z.object(polygonDepartmentFields);
/** The whole record with its id; fields left out keep their value. */
export const updatePolygonDepartmentBody = z.object({ id: positiveId, ...polygonDepartmentFields }).partial({
  productionPolygonId: true,
  productionDepartmentId: true,
});

const barcode = z
  .string()
  .trim()
  .min(1, "the barcode is empty")
  .max(64, "a barcode has at most 64 characters")
  .regex(/^[\x21-\x7e]+$/, "a barcode has only printable characters without spaces");

const polygonPackageFields = {
  productionPolygonId: positiveId,
  productionPackageId: positiveId,
  barcode: barcode.optional(),
  packedAt: isoTimestamp.nullable().optional(),
  amount: z.number().int().min(1).max(10_000).optional(),
  parentPolygonPackageId: positiveId.nullable().optional(),
};
export const createPolygonPackageBody = z.object(polygonPackageFields);
export const updatePolygonPackageBody = z.object({ id: positiveId, ...polygonPackageFields }).partial({
  productionPolygonId: true,
  productionPackageId: true,
});

const packageFields = {
  code: singleLineText().trim().min(1, "give a code").max(32),
  descriptions: z.record(singleLineText().min(2).max(10), singleLineText().max(200)),
  packageKind: z.number().int().min(0).max(maxId),
};
export const createPackageBody = z.object(packageFields);
export const updatePackageBody = z.object({ id: positiveId, ...packageFields }).partial({
  code: true,
  descriptions: true,
  packageKind: true,
});

const departmentFields = {
  code: singleLineText().trim().min(1, "give a code").max(32),
  name: singleLineText().trim().min(1, "give a name").max(100),
  deliveryTime: z.number().int().min(0).max(365),
  defaultProductionPackageId: positiveId.nullable().optional(),
  employeeIds: z.array(positiveId).max(1000).optional(),
};
export const createDepartmentBody = z.object(departmentFields);
export const updateDepartmentBody = z.object({ id: positiveId, ...departmentFields }).partial({
  code: true,
  name: true,
  deliveryTime: true,
});

export const matchingSortSchema = z.enum(["date", "projectNumber", "material"]);
export const matchingBrowseBody = z.object({
  skip: z.number().int().min(0).max(maxId).default(0),
  take: z.number().int().min(1, "take is at least 1").max(500, "take is at most 500").default(50),
  search: singleLineText().trim().max(200).optional(),
  eanCode: singleLineText().trim().max(32).optional(),
  isMatched: z.boolean().optional(),
  hasDefect: z.boolean().optional(),
  productionProjectId: positiveId.optional(),
  sort: matchingSortSchema.optional(),
  descending: z.boolean().optional(),
});

// ---- Query parameters (strings on the wire) --------------------------------

const intParam = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .regex(/^-?\d{1,9}$/, `${name} must be a whole number (digits only)`)
    .transform(Number);

export const idQuery = z.object({ id: intParam("id") });
export const statusValueQuery = z.object({
  statusValue: intParam("statusValue"),
  statusAssignedBefore: singleLineText().trim().min(1).max(64).optional(),
});
export const barcodeQuery = z.object({
  barcode: singleLineText({ message: "barcode is required" }).trim().min(1, "barcode is required").max(200),
});
export const productionPolygonIdQuery = z.object({ productionPolygonId: intParam("productionPolygonId") });
export const productionDepartmentIdQuery = z.object({
  productionDepartmentId: intParam("productionDepartmentId"),
});
export const productionProjectIdQuery = z.object({ productionProjectId: intParam("productionProjectId") });
export const noInput = z.object({});

// ---- Types -----------------------------------------------------------------

export type ProductionPolygonStatus = z.infer<typeof productionPolygonStatusSchema>;
export type ProductionPolygonProjectMaterial = z.infer<typeof productionPolygonProjectMaterialSchema>;
export type MatchingPolygonProjectMaterial = z.infer<typeof matchingPolygonProjectMaterialSchema>;
export type ProductionPolygon = z.infer<typeof productionPolygonSchema>;
export type ProductionProject = z.infer<typeof productionProjectSchema>;
export type ProductionPolygonDepartment = z.infer<typeof productionPolygonDepartmentSchema>;
export type ProductionPolygonPackage = z.infer<typeof productionPolygonPackageSchema>;
export type ProductionPackage = z.infer<typeof productionPackageSchema>;
export type ProductionDepartment = z.infer<typeof productionDepartmentSchema>;
export type MatchingRow = z.infer<typeof matchingRowSchema>;
export type MatchingStatus = z.infer<typeof matchingStatusSchema>;
export type MatchingBrowseResult = z.infer<typeof matchingBrowseResultSchema>;
export type ProjectExport = z.infer<typeof projectExportSchema>;
export type ExportProject = z.infer<typeof exportProjectSchema>;
export type OrderSpec = z.infer<typeof orderSpecSchema>;
export type OrderSpecItem = z.infer<typeof orderSpecItemSchema>;
