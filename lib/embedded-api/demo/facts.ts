// What the documents of a demo project (its export and its order spec) are
// built from: the facts the project generator decided.
import type { Material } from "./materials";
import type { Place, Retailer } from "./people";
import type { Product } from "./products";

export type ProjectFacts = {
  /** The CPQ project id. */
  cpqProjectId: number;
  projectNumber: string;
  reference: string;
  retailer: Retailer;
  household: string;
  place: Place;
  street: string;
  streetNumber: string;
  orderedAt: Date;
  deliveryDate: Date;
  referenceId: string;
};

export type ItemFacts = {
  /** The order-spec item id: the CPQ (WT) polygon id of its production polygons. */
  id: number;
  lineNumber: number;
  product: Product;
  model: Product["models"][number];
  width: number;
  height: number | null;
  room: string;
  materials: { material: Material; quantity: number }[];
  /** Working days from release to dispatch. */
  leadTime: number;
  referenceId: string;
  /** Production polygons the item is made as (2 for a pair of curtains). */
  parts: number;
};
