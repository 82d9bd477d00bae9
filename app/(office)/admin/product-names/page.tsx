// /admin/product-names – the Dutch name of each product type, as orders name it in English (admin only).
import { AdminSectionPage } from "@/components/admin/admin-section";
import { ProductNamesAdmin } from "@/components/admin/product-names/product-names-admin";

export default function ProductNamesAdminPage() {
  return (
    <AdminSectionPage section="productNames">
      <ProductNamesAdmin />
    </AdminSectionPage>
  );
}
