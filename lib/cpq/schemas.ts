// The CPQ's answers as the shop floor reads them (hub, Embedded Gateway,
// Gateway v2): only the parts the app uses, each object loose so that the
// extra fields the spec says may come are kept and never refused.
import { z } from "zod";

const text = z.string().nullish();
const num = z.number().nullish();
const int = z.number().int();

export const hubTokenSchema = z.looseObject({ token: z.string().min(1), expiresIn: z.number() });
export const directTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.string().default("bearer"),
  ".expires": z.string().nullish(),
  refresh_token: text,
});

export const applicationSchema = z.looseObject({
  // The spec types it str; a hub that sends a number is read the same way.
  id: z.union([z.string(), z.number()]).transform(String),
  name: z.string().nullish(),
});
export const applicationsSchema = z.array(applicationSchema);
export const geturlSchema = z.looseObject({ url: z.string().min(1) });

export const supplierSchema = z.looseObject({
  id: int,
  sbnid: int.nullish(),
  searchName: text,
  shortName: text,
  name: text,
});
export const suppliersSchema = z.array(supplierSchema);

const valuePropertySchema = z.looseObject({
  description: text,
  value: z.union([z.string(), z.number(), z.boolean()]).nullish(),
  valueKind: z.number().nullish(),
});

export const categoryLinkMaterialSchema = z.looseObject({
  materialCode: text,
  materialEanCode: text,
  materialId: int.nullish(),
  materialDescription: text,
  materialColor: text,
  materialComposition: text,
  materialRemarks: text,
  saleQuantity: num,
  saleUnit: text,
  materialProperties: z.array(valuePropertySchema).nullish(),
});

export const categoryLinkSchema = z.looseObject({
  id: z.union([z.number(), z.string()]).nullish(),
  interfaceKey: text,
  description: text,
  childCategoryDescription: text,
  isMainCategory: z.boolean().nullish(),
  imageUrl: text,
  categoryLinkMaterial: categoryLinkMaterialSchema.nullish(),
});

export const visualSchema = z.looseObject({ name: text, url: z.string().min(1), remarks: text });
export const visualGroupSchema = z.looseObject({
  description: text,
  remarks: text,
  scenes: z.array(z.looseObject({ name: text, visuals: z.array(visualSchema).default([]) })).default([]),
});
export const documentationSchema = z.looseObject({
  documentationKind: z.union([z.number(), z.string()]).nullish(),
  mediaType: z.union([z.number(), z.string()]).nullish(),
  description: text,
  documentationUrl: z.string().min(1),
});

export const embeddedPolygonSchema = z.looseObject({
  id: int,
  polygonNumber: z.union([z.string(), z.number()]).nullish(),
  purchaseNumber: text,
  description: text,
  width: num,
  height: num,
  lineNumber: int.nullish(),
  modelId: z.union([z.string(), z.number()]).nullish(),
  modelCode: text,
  modelDescription: text,
  modelImageUrl: text,
  statusValue: z.number().nullish(),
  statusDescription: text,
  categoryLinks: z.array(categoryLinkSchema).nullish(),
  visualGroups: z.array(visualGroupSchema).nullish(),
  printDataProperties: z.array(valuePropertySchema).nullish(),
  documentations: z.array(documentationSchema).nullish(),
  // The child polygons come in the same shape; read loosely (the app looks at the top level).
  chainedChildren: z.array(z.unknown()).nullish(),
});

/** The PascalCase path's project (`/api/Gateway/Embedded/LoadProject`). */
export const embeddedProjectSchema = z.looseObject({
  id: int,
  projectNumber: text,
  reference: text,
  projectStatus: z.number().nullish(),
  polygons: z.array(embeddedPolygonSchema).default([]),
});

/** The lowercase path's project (`/api/gateway/embedded/loadproject`). */
export const embeddedProjectLowercaseSchema = embeddedProjectSchema.extend({
  applicationId: int.nullish(),
  referenceId: text,
  description: text,
  deliveryRef: text,
});

const enumSchema = z.looseObject({ description: text, value: z.number().nullish(), interfaceKey: text });

export const materialV2Schema = z.looseObject({
  id: int,
  code: text,
  eanCode: text,
  description: text,
  color: text,
  colorDescription: text,
  composition: text,
  categoryDescription: text,
  imageUrl: text,
  width: num,
  height: num,
  length: num,
  weight: num,
  patternLength: num,
  patternWidth: num,
  washingSymbols: text,
  supplierCode: text,
  supplierId: int.nullish(),
  unit: text,
  materialKind: enumSchema.nullish(),
  attachments: z.array(z.looseObject({ kind: text, path: text, pathKind: text, content: text })).nullish(),
});

export const purchaseNumberSchema = z.looseObject({
  polygonId: z.union([z.string(), z.number()]).transform(String),
  purchaseNumber: z.string().nullable().default(null),
});

export const problemDetailsSchema = z.looseObject({
  title: z.string().optional(),
  detail: z.string().optional(),
  status: z.number().optional(),
});

export type CpqApplication = z.infer<typeof applicationSchema>;
export type CpqSupplier = z.infer<typeof supplierSchema>;
export type CpqCategoryLink = z.infer<typeof categoryLinkSchema>;
export type CpqEmbeddedPolygon = z.infer<typeof embeddedPolygonSchema>;
export type CpqEmbeddedProject = z.infer<typeof embeddedProjectSchema>;
export type CpqEmbeddedProjectLowercase = z.infer<typeof embeddedProjectLowercaseSchema>;
export type CpqMaterial = z.infer<typeof materialV2Schema>;
export type CpqPurchaseNumber = z.infer<typeof purchaseNumberSchema>;
