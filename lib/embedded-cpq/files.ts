// The pictures and documents an instance's answers link to, behind its bearer
// token: the polygon drawn at its size and colour, the model, a material
// swatch, and the model's making-up sheet.
import type { Database } from "@/lib/db/client";
import { productList } from "@/lib/embedded-api/demo/products";
import * as data from "./data";
import { drawProduct, drawSwatch } from "./drawings";
import { colourHex } from "./fabric-facts";
import { fileResponse, notFound, type InstanceCall } from "./http";
import { modelDocument } from "./pages";

/** Pictures and documents: `images/polygon/<id>.svg`, `images/model/<id>.svg`, `images/material/<id>.svg`, `docs/model/<id>.html`. */
export async function file(call: InstanceCall, db: Database, app: number): Promise<Response | null> {
  const match = /^(images\/polygon|images\/model|images\/material|docs\/model)\/(\d{1,10})\.(svg|html)$/.exec(
    call.rest,
  );
  if (!match || call.request.method !== "GET") return null;
  const [, kind, idText, extension] = match;
  const id = Number(idText);
  const svg = (text: string) => fileResponse(text, "image/svg+xml");
  if (kind === "images/polygon" && extension === "svg") {
    const found = await data.findPolygon(db, app, id);
    if (!found) throw notFound(`no polygon ${id}`);
    const { item } = found;
    const main = item.materials.find((m) => m.isMainCategory)?.material ?? item.materials[0]?.material;
    return svg(
      drawProduct({
        kind: item.polygonType?.code ?? "",
        width: item.width ?? 1000,
        height: item.height,
        colour: colourHex(main?.color),
        label: `${item.model?.description ?? ""}${main?.color ? `, ${main.color}` : ""}`,
        parts: Number(item.attributes.parts ?? 1),
      }),
    );
  }
  if (kind === "images/model" && extension === "svg") {
    const product = productList.find((p) => p.models.some((m) => m.id === id));
    const model = product?.models.find((m) => m.id === id);
    if (!product || !model) throw notFound(`no model ${id}`);
    const middle = (r: readonly [number, number]) => Math.round((r[0] + r[1]) / 20) * 10;
    return svg(
      drawProduct({
        kind: product.polygonType.code,
        width: middle(product.width),
        height: product.height ? middle(product.height) : null,
        colour: "#cfd3d8",
        label: model.description,
      }),
    );
  }
  if (kind === "images/material" && extension === "svg") {
    const row = await data.findMaterial(db, app, { materialId: id });
    if (!row) throw notFound(`no material ${id}`);
    return svg(drawSwatch(row.material, colourHex(row.material_color)));
  }
  if (kind === "docs/model" && extension === "html") {
    const html = modelDocument(id);
    if (!html) throw notFound(`no documentation for model ${id}`);
    return fileResponse(html, "text/html; charset=utf-8");
  }
  return null;
}
