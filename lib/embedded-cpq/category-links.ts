// An embedded polygon's category links: one per order-spec material, with the
// material's codes, fabric facts, good side and its line's price.
import type { OrderSpecItem } from "@/lib/production-api/schemas";
import type { StandInProject } from "./data";
import { fabricFactsOf } from "./fabric-facts";
import { priceOf } from "./prices";
import { urlsOf } from "./urls";

export function categoryLinksOf(project: StandInProject, item: OrderSpecItem, base: string) {
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
