// /cpq-hub/* – the stand-in CPQ hub: token, getapplications, geturl and cpq-proxy (lib/embedded-cpq).
import { serveEmbeddedCpq } from "@/lib/server/embedded-cpq";

export const GET = serveEmbeddedCpq;
export const POST = serveEmbeddedCpq;
export const PUT = serveEmbeddedCpq;
export const DELETE = serveEmbeddedCpq;
