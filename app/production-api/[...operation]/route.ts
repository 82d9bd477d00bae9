// /production-api/* – the embedded production API (one dispatcher for all 37 operations).
export { DELETE, GET, PATCH, POST, PUT } from "@/lib/server/embedded-api-route";

export const dynamic = "force-dynamic";
