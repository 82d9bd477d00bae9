// What the station, the ticket and matching show of the configured product:
// an embedded polygon or a v2 material turned into plain fields, with every
// picture and document as a path of the app's own origin (lib/cpq/asset-refs).
import type { CpqEmbeddedPolygon, CpqMaterial } from "./schemas";

export type AssetPathOf = (url: string) => string;

export type ProductView = {
  polygonId: number;
  description: string | null;
  model: string | null;
  width: number | null;
  height: number | null;
  purchaseNumber: string | null;
  /** The configured product's pictures (visuals), then the model's picture. */
  pictures: { name: string; src: string }[];
  modelPicture: string | null;
  printData: { label: string; value: string }[];
  materials: {
    role: string | null;
    isMain: boolean;
    name: string | null;
    code: string | null;
    eanCode: string | null;
    colour: string | null;
    composition: string | null;
    picture: string | null;
  }[];
  documents: { description: string; href: string }[];
};

export type MaterialView = {
  id: number;
  name: string | null;
  code: string | null;
  eanCode: string | null;
  colour: string | null;
  composition: string | null;
  /** mm (roll width or slat width); null for pieces. */
  width: number | null;
  patternLength: number | null;
  washingSymbols: string | null;
  picture: string | null;
};

/** A one-line answer instead of a view: the station goes on without it. */
export type Unavailable = { status: "not-available" | "unavailable"; message: string };

export const notAvailable: Unavailable = { status: "not-available", message: "not available in the CPQ" };

const valueText = (value: string | number | boolean | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function productViewOf(polygon: CpqEmbeddedPolygon, assetPathOf: AssetPathOf): ProductView {
  const pictures = (polygon.visualGroups ?? []).flatMap((group) =>
    group.scenes.flatMap((scene) =>
      scene.visuals.map((visual) => ({
        name: visual.name ?? scene.name ?? group.description ?? "Picture",
        src: assetPathOf(visual.url),
      })),
    ),
  );
  const links = polygon.categoryLinks ?? [];
  // The main category's material first: it is the one an operator checks.
  const sorted = [...links].sort(
    (a, b) => Number(Boolean(b.isMainCategory)) - Number(Boolean(a.isMainCategory)),
  );
  return {
    polygonId: polygon.id,
    description: polygon.description ?? null,
    model: polygon.modelDescription ?? null,
    width: polygon.width ?? null,
    height: polygon.height ?? null,
    purchaseNumber: polygon.purchaseNumber ?? null,
    pictures,
    modelPicture: polygon.modelImageUrl ? assetPathOf(polygon.modelImageUrl) : null,
    printData: (polygon.printDataProperties ?? [])
      .filter((p) => p.description)
      .map((p) => ({ label: p.description!, value: valueText(p.value) })),
    materials: sorted
      .filter((link) => link.categoryLinkMaterial)
      .map((link) => {
        const m = link.categoryLinkMaterial!;
        return {
          role: link.childCategoryDescription ?? link.description ?? null,
          isMain: Boolean(link.isMainCategory),
          name: m.materialDescription ?? null,
          code: m.materialCode ?? null,
          eanCode: m.materialEanCode ?? null,
          colour: m.materialColor ?? null,
          composition: m.materialComposition ?? null,
          picture: link.imageUrl ? assetPathOf(link.imageUrl) : null,
        };
      }),
    documents: (polygon.documentations ?? []).map((d) => ({
      description: d.description ?? "Documentation",
      href: assetPathOf(d.documentationUrl),
    })),
  };
}

export function materialViewOf(material: CpqMaterial, assetPathOf: AssetPathOf): MaterialView {
  return {
    id: material.id,
    name: material.description ?? null,
    code: material.code ?? material.supplierCode ?? null,
    eanCode: material.eanCode ?? null,
    colour: material.colorDescription ?? material.color ?? null,
    composition: material.composition ?? null,
    width: material.width ?? null,
    patternLength: material.patternLength ?? null,
    washingSymbols: material.washingSymbols ?? null,
    picture: material.imageUrl ? assetPathOf(material.imageUrl) : null,
  };
}
