// The `orderSpec` object of a demo project (projectexport/getorderspec): one
// item per order line, whose id is the polygonId of its production polygons.
// Every key of the schemas is written, null where there is no value.
import type {
  OrderSpecItem,
  orderSpecBodySchema,
  orderSpecItemMaterialSchema,
} from "@/lib/production-api/schemas";
import type { z } from "zod";
import type { ItemFacts, ProjectFacts } from "./facts";
import type { Material } from "./materials";

type OrderSpecBody = z.infer<typeof orderSpecBodySchema>;
type BomLine = OrderSpecItem["billOfMaterials"][number];
type ItemMaterial = z.infer<typeof orderSpecItemMaterialSchema>;

const round2 = (n: number) => Math.round(n * 100) / 100;

function bomLine(material: Material, quantity: number): BomLine {
  return {
    code: material.supplierCode,
    description: material.name,
    eanCode: material.eanCode,
    kind: material.unit === "m" ? 1 : 2,
    materialId: material.id,
    quantity,
    supplierCode: material.supplierCode,
    unitDescription: material.unit === "m" ? "meter" : "stuk",
    totalPrice: round2(quantity * material.unitPrice),
    unitPrice: material.unitPrice,
    category: {
      id: 1 + (material.id % 100),
      description: material.category,
      interfaceKey: material.category.toUpperCase(),
    },
    supplier: { id: 1 + (material.sbnId % 7), name: material.supplier, sbnKey: material.sbnKey },
    isModified: false,
    isDefaultSupplierMaterial: true,
  };
}

function itemMaterial(material: Material, quantity: number, index: number): ItemMaterial {
  return {
    categoryLinkId: 100 + index,
    parentCategory: index === 0 ? null : "Toebehoren",
    childCategory: material.category,
    interfaceKey: material.category.toUpperCase(),
    isMainCategory: index === 0,
    material: {
      id: material.id,
      eanCode: material.eanCode,
      supplierCode: material.supplierCode,
      description: material.name,
      color: material.color,
      category: material.category,
      supplier: material.supplier,
    },
    name: material.name,
    quantityDescription: `${quantity} ${material.unit}`,
    calcQuantity: quantity,
    calcQuantityNet: quantity,
    saleQuantity: quantity,
    saleQuantityNet: quantity,
    extraSaleQuantity: 0,
    properties: [],
    outsourceMetadata: {},
  };
}

function itemOf(facts: ProjectFacts, item: ItemFacts): OrderSpecItem {
  return {
    id: item.id,
    attributes: { room: item.room, parts: item.parts },
    billOfMaterials: item.materials.map(({ material, quantity }) => bomLine(material, quantity)),
    description: `${item.model.description}, ${item.room}`,
    height: item.height,
    isHeightEnabled: item.height !== null,
    isWidthEnabled: true,
    leadTime: item.leadTime,
    lineNumber: item.lineNumber,
    lineNumberSuffix: null,
    materials: item.materials.map(({ material, quantity }, index) => itemMaterial(material, quantity, index)),
    model: item.model,
    polygonNumber: item.lineNumber,
    polygonNumberGrouped: String(item.lineNumber),
    polygonType: item.product.polygonType,
    productCategory: item.product.productCategory,
    productionMethodDescription: item.product.productionMethod,
    purchaseNumber: `${facts.projectNumber}/${item.lineNumber}`,
    referenceId: item.referenceId,
    width: item.width,
  };
}

/** The project's bill of materials: the items' lines added up per material. */
function projectBillOf(items: readonly ItemFacts[]): BomLine[] {
  const totals = new Map<number, { material: Material; quantity: number }>();
  for (const { material, quantity } of items.flatMap((item) => item.materials)) {
    const total = totals.get(material.id) ?? { material, quantity: 0 };
    total.quantity = round2(total.quantity + quantity);
    totals.set(material.id, total);
  }
  return [...totals.values()].map(({ material, quantity }) => bomLine(material, quantity));
}

export function orderSpecOf(facts: ProjectFacts, items: readonly ItemFacts[]): OrderSpecBody {
  const { retailer } = facts;
  const address = {
    street: facts.street,
    number: facts.streetNumber,
    zip: facts.place.zip,
    city: facts.place.city,
    country: facts.place.country,
  };
  return {
    id: facts.cpqProjectId,
    billOfMaterials: projectBillOf(items),
    customer: {
      id: retailer.id,
      debtorCode: retailer.debtorCode,
      deliveryCode: retailer.deliveryCode,
      name: retailer.name,
      company: retailer.name,
      mainAddress: {
        street: retailer.street,
        number: retailer.streetNumber,
        zip: retailer.place.zip,
        city: retailer.place.city,
        country: retailer.place.country,
      },
      deliveryAddress: address,
    },
    licenseeCustomer: null,
    deliveryAddress: address,
    externalProjectReference: `${retailer.deliveryCode}-${facts.cpqProjectId}`,
    attributes: {},
    items: items.map((item) => itemOf(facts, item)),
    isInternal: false,
    isReadonly: true,
    isSent: true,
    projectNumber: facts.projectNumber,
    reference: facts.reference,
    referenceId: facts.referenceId,
    sentDateTime: new Date(facts.orderedAt.getTime() + 3_600_000).toISOString(),
    description: `${retailer.name}: ${facts.reference}`,
  };
}
