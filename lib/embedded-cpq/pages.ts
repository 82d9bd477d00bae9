// The stand-in's HTML: a documentation page per model, and the read-only
// project page its iframe URL opens, whose Save and Close buttons post
// SAVE_PROJECT and CLOSE_PROJECT to the parent window as the spec's Events say.
import { productList } from "@/lib/embedded-api/demo/products";
import type { StandInProject } from "./data";
import { drawProduct, escapeXml as esc } from "./drawings";
import { embeddedPolygonOf } from "./embedded-polygon";
import { colourHex } from "./fabric-facts";

const page = (title: string, body: string, script = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font-family:system-ui,sans-serif;margin:1.5rem;color:#222;max-width:60rem}
table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.25rem .5rem;text-align:left}
section{border-top:1px solid #ddd;padding:.75rem 0;display:flex;gap:1.5rem;flex-wrap:wrap}
button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body>${body}${script}</body></html>`;

/** The making-up sheet of a model, or null for a model the stand-in does not make. */
export function modelDocument(modelId: number): string | null {
  const product = productList.find((p) => p.models.some((m) => m.id === modelId));
  const model = product?.models.find((m) => m.id === modelId);
  if (!product || !model) return null;
  const size = (range: readonly [number, number] | null) => (range ? `${range[0]}–${range[1]} mm` : "—");
  return page(
    `${model.description}: making-up sheet`,
    `<h1>${esc(model.description)}</h1>
<p>Model ${esc(model.value)} · ${esc(product.productCategory)} · ${esc(product.productionMethod)}</p>
<table><tbody>
<tr><th>Width</th><td>${size(product.width)}</td></tr>
<tr><th>Height</th><td>${size(product.height)}</td></tr>
<tr><th>Route</th><td>${product.departments.map(esc).join(" → ")}</td></tr>
<tr><th>Materials</th><td>${product.slots.map((slot) => esc(slot.family ?? slot.category)).join(", ")}</td></tr>
</tbody></table>
<h2>Steps</h2><ol>${product.departments.map((d) => `<li>${esc(d)}: check the print data and the good side before you start.</li>`).join("")}</ol>`,
  );
}

/** The read-only page of one project, with Save and Close. */
export function projectPage(project: StandInProject, base: string): string {
  const polygons = project.orderSpec.items.map((item) => {
    const polygon = embeddedPolygonOf(project, item, base);
    const main = item.materials.find((m) => m.isMainCategory)?.material ?? item.materials[0]?.material;
    const drawing = drawProduct({
      kind: item.polygonType?.code ?? "",
      width: item.width ?? 1000,
      height: item.height,
      colour: colourHex(main?.color),
      label: item.model?.description ?? "",
      parts: Number(item.attributes.parts ?? 1),
    });
    const rows = polygon.printDataProperties
      .map((p) => `<tr><th>${esc(p.description)}</th><td>${esc(p.value)}</td></tr>`)
      .join("");
    return `<section><div>${drawing}</div><div><h2>${item.lineNumber}. ${esc(item.description ?? "")}</h2><table><tbody>${rows}</tbody></table></div></section>`;
  });
  const body = `<h1>Project ${esc(project.projectNumber)}</h1><p>${esc(project.reference ?? "")} (read only)</p>
<p><button type="button" data-type="SAVE_PROJECT">Save</button><button type="button" data-type="CLOSE_PROJECT">Close</button></p>
${polygons.join("")}`;
  // The message carries the project id only, so any parent may read it; the parent checks our origin.
  const script = `<script>
for (const button of document.querySelectorAll("button[data-type]")) {
  button.addEventListener("click", () => window.parent.postMessage({ type: button.dataset.type, payload: ${project.projectId} }, "*"));
}
</script>`;
  return page(`Project ${project.projectNumber}`, body, script);
}

/** The instance's start page without a project: its projects, each a link that keeps the token. */
export function projectListPage(
  applicationName: string,
  projects: { projectId: number; projectNumber: string; reference: string | null }[],
  linkOf: (projectId: number) => string,
): string {
  const items = projects
    .map(
      (p) =>
        `<li><a href="${esc(linkOf(p.projectId))}">${esc(p.projectNumber)}</a> ${esc(p.reference ?? "")}</li>`,
    )
    .join("");
  return page(
    applicationName,
    `<h1>${esc(applicationName)}</h1><ul>${items || "<li>No projects.</li>"}</ul>`,
  );
}

/** An iframe opened with a missing or invalid token. */
export const refusedPage = (reason: string) =>
  page("Not signed in", `<h1>Not signed in</h1><p>${esc(reason)}</p>`);
