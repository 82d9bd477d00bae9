// /cpq/<application_id>/* – one stand-in CPQ instance: its token, iframe page,
// Embedded Gateway and Gateway v2 operations, pictures and documents (lib/embedded-cpq).
import { serveEmbeddedCpq } from "@/lib/server/embedded-cpq";

export const GET = serveEmbeddedCpq;
export const POST = serveEmbeddedCpq;
