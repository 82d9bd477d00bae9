// /production-api/polygonpackage/getbybarcode – the scan lookup, the embedded API's hottest operation.
// The same dispatcher as [...operation]; a static route spares every scan Next's
// walk over the app's dynamic routes and the catch-all's parameter parsing.
export { DELETE, GET, PATCH, POST, PUT } from "@/lib/server/embedded-api-route";

export const dynamic = "force-dynamic";
