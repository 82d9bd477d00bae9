// One embedded polygon as LoadProject answers it: an order-spec item with its
// status, pictures, documentation, print data and category links.
import type { OrderSpecItem } from "@/lib/production-api/schemas";
import { categoryLinksOf } from "./category-links";
import type { StandInProject } from "./data";
import { priceOf } from "./prices";
import { urlsOf } from "./urls";

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
