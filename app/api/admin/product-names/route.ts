// PUT /api/admin/product-names {nameEn, nameNl} – keeps a product type's Dutch name (blank removes it); answers the whole list.
import { appDatabase } from "@/lib/server/app-database";
import { defineRoute } from "@/lib/route/define-route";
import { productNameBody, saveProductName } from "@/lib/workflow/product-names";

export const PUT = defineRoute(
  { roles: ["admin"], body: productNameBody, audit: "admin.product-name.save" },
  async ({ body }) => saveProductName(await appDatabase(), body),
);
