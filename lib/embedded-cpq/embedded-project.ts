// A production project as the Embedded Gateway's LoadProject answers it: one
// embedded polygon per order-spec item (its id is the production polygons'
// polygonId), with pictures, documentation, print data and category links
// whose URLs point at this instance.
import type { OrderSpecItem } from "@/lib/production-api/schemas";
import type { StandInProject } from "./data";
import { fabricFactsOf } from "./fabric-facts";

/** The status names of the supplement's default workflow (the CPQ has no catalogue of its own). */
const statusNames: Record<number, string> = {
  100: "Released to production",
  200: "Cutting started",
  290: "Cutting done",
  300: "Sewing started",
  390: "Sewing done",
  400: "Assembly started",
  490: "Assembly done",
  500: "Quality approved",
  600: "Packed",
  700: "Shipped",
  900: "On hold",
};

/** The project status the stand-in gives every sent project (the value set is not shown). */
const sentProjectStatus = 3;

export const urlsOf = (base: string) => ({
  polygonImage: (polygonId: number) => `${base}/images/polygon/${polygonId}.svg`,
  modelImage: (modelId: number) => `${base}/images/model/${modelId}.svg`,
  materialImage: (materialId: number) => `${base}/images/material/${materialId}.svg`,
  modelDocument: (modelId: number) => `${base}/docs/model/${modelId}.html`,
});

type Line = OrderSpecItem["billOfMaterials"][number];

const priceElement = (line: Line) => ({
  code: line.code,
  quantity: line.quantity,
  description: line.description,
  unit: line.unitDescription,
  unitPriceBeforePromotion: line.unitPrice,
  unitPrice: line.unitPrice,
  totalPrice: line.totalPrice,
  totalPriceBeforePromotion: line.totalPrice,
  sbnid: line.supplier?.id ?? null,
  purchasePriceInfo: null,
});

function priceOf(lines: readonly Line[]) {
  const total = Math.round(lines.reduce((sum, line) => sum + (line.totalPrice ?? 0), 0) * 100) / 100;
  return {
    totalPrice: total,
    totalPriceBeforePromotions: total,
    priceGroups: [
      { code: "MAT", description: "Materials", displayOrder: 1, elements: lines.map(priceElement) },
    ],
    promotions: [],
    discountAmount: 0,
    // Purchase prices need an embedded right the stand-in's accounts do not hold.
    totalPurchasePrice: null,
  };
}

function printDataOf(project: StandInProject, item: OrderSpecItem) {
  const main = item.materials.find((m) => m.isMainCategory)?.material ?? item.materials[0]?.material;
  const parts = Number(item.attributes.parts ?? 1);
  const entries: [string, string | null][] = [
    ["Model", item.model?.description ?? null],
    ["Width", item.width === null ? null : `${item.width} mm`],
    ["Height", item.height === null ? null : `${item.height} mm`],
    ["Parts", parts > 1 ? `${parts} (pair)` : "1"],
    ["Room", typeof item.attributes.room === "string" ? item.attributes.room : null],
    ["Fabric", main?.description ?? null],
    ["Colour", main?.color ?? null],
    ["Good side", main ? (project.goodSides.get(main.id) ?? null) : null],
    ["Production method", item.productionMethodDescription],
  ];
  return entries
    .filter((entry): entry is [string, string] => entry[1] !== null)
    .map(([description, value]) => ({ description, value, valueKind: 0 }));
}

function categoryLinksOf(project: StandInProject, item: OrderSpecItem, base: string) {
  const urls = urlsOf(base);
  return item.materials.map((link, index) => {
    const material = link.material;
    const line = item.billOfMaterials.find((l) => l.materialId === material?.id);
    const facts = material ? fabricFactsOf(material.description ?? "", material.category) : null;
    return {
      id: link.categoryLinkId ?? index + 1,
      interfaceKey: link.interfaceKey,
      childCategoryId: line?.category?.id ?? null,
      parentCategoryId: null,
      childCategoryDescription: link.childCategory,
      isMainCategory: link.isMainCategory,
      description: link.childCategory,
      quantityDescription: link.quantityDescription,
      remarks: null,
      imageUrl: material ? urls.materialImage(material.id) : null,
      showMaterialSalePrice: false,
      categoryLinkMaterial: material && {
        materialCode: material.supplierCode,
        materialEanCode: material.eanCode,
        materialId: material.id,
        materialDescription: material.description,
        materialColor: material.color,
        materialRemarks: project.goodSides.get(material.id) ?? null,
        materialComposition: facts?.composition ?? null,
        materialSalePrice: line?.unitPrice ?? null,
        saleQuantity: link.saleQuantity,
        saleUnit: line?.unitDescription ?? null,
        price: line ? priceOf([line]) : null,
        extraFieldValues: [],
        materialOptionValues: [],
        materialProperties: facts?.width
          ? [{ description: "Width", value: `${facts.width} mm`, valueKind: 0 }]
          : [],
        properties: [],
        messages: [],
        supplier: material.supplier,
        redistributionInfo: null,
      },
      statuses: [],
      requiredLevel: 1,
      isEnabled: true,
      categoryMaterialOptionFilter: null,
    };
  });
}

export function embeddedPolygonOf(project: StandInProject, item: OrderSpecItem, base: string) {
  const urls = urlsOf(base);
  const status = project.statuses.get(item.id);
  const model = item.model;
  const size = item.height === null ? `${item.width} mm` : `${item.width} × ${item.height} mm`;
  const mainMaterialId = item.materials.find((m) => m.isMainCategory)?.material?.id ?? null;
  return {
    id: item.id,
    polygonNumber: String(item.polygonNumber ?? item.lineNumber),
    polygonNumberGrouped: item.polygonNumberGrouped,
    purchaseNumber: item.purchaseNumber,
    productCategoryId: item.polygonType?.id ?? null,
    categoryGroupId: item.polygonType?.id ?? null,
    productCategoryInterfaceKey: item.polygonType?.interfaceKey ?? null,
    description: item.description,
    width: item.width,
    height: item.height,
    isDescriptionEnabled: true,
    isHeightEnabled: item.isHeightEnabled,
    isWidthEnabled: item.isWidthEnabled,
    isReadOnly: true,
    isTemporary: false,
    lineNumber: item.lineNumber,
    modelId: model?.id ?? null,
    modelCode: model?.value ?? null,
    materialId: mainMaterialId,
    modelDescription: model?.description ?? null,
    modelImageUrl: model ? urls.modelImage(model.id) : null,
    modelInterfaceKey: model?.interfaceKey ?? null,
    statusValue: status?.value ?? null,
    statusDateTime: status?.at.toISOString() ?? null,
    statusDescription: status ? (statusNames[status.value] ?? null) : null,
    categoryLinks: categoryLinksOf(project, item, base),
    prices: priceOf(item.billOfMaterials),
    leadTime: item.leadTime,
    visualGroups: [
      {
        description: "Product",
        remarks: null,
        scenes: [
          {
            name: "Front",
            visuals: [
              {
                name: `${model?.description ?? "Product"}, ${size}`,
                url: urls.polygonImage(item.id),
                remarks: null,
              },
            ],
          },
        ],
      },
    ],
    printDataProperties: printDataOf(project, item),
    documentations: model
      ? [
          {
            documentationKind: 1,
            mediaType: 1,
            description: `${model.description}: making-up sheet`,
            documentationUrl: urls.modelDocument(model.id),
          },
        ]
      : [],
    polygonStatuses: status
      ? [
          {
            statusValue: status.value,
            statusDateTime: status.at.toISOString(),
            statusDescription: statusNames[status.value] ?? null,
            remarks: null,
          },
        ]
      : [],
    referenceId: item.referenceId,
    polygonTypeId: item.polygonType?.id ?? null,
    polygonTypeCode: item.polygonType?.code ?? null,
    chainedChildren: [],
  };
}

const datesOf = (project: StandInProject) => {
  const sent = project.orderSpec.sentDateTime ?? new Date(0).toISOString();
  return { created: sent, lastOpened: sent, lastModified: sent };
};

/** The PascalCase path's project. */
export function embeddedProjectOf(project: StandInProject, base: string) {
  return {
    id: project.projectId,
    projectNumber: project.projectNumber,
    reference: project.reference,
    ...datesOf(project),
    projectStatus: sentProjectStatus,
    price: priceOf(project.orderSpec.billOfMaterials),
    polygons: project.orderSpec.items.map((item) => embeddedPolygonOf(project, item, base)),
  };
}

/** The lowercase path's project. */
export function lowercaseProjectOf(project: StandInProject, applicationId: number, base: string) {
  const { orderSpec } = project;
  return {
    applicationId,
    id: project.projectId,
    referenceId: orderSpec.referenceId,
    projectNumber: project.projectNumber,
    reference: project.reference,
    description: orderSpec.description,
    externalProjectReference: orderSpec.externalProjectReference,
    remarks: null,
    ...datesOf(project),
    projectStatus: sentProjectStatus,
    deliveryRef: orderSpec.externalProjectReference,
    polygons: orderSpec.items.map((item) => embeddedPolygonOf(project, item, base)),
  };
}

export { statusNames };
