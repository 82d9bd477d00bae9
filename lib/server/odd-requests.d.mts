// Types of lib/server/odd-requests.mjs (plain JavaScript, imported by server/serve.mjs).
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const servedMethods: readonly string[];
export declare function isPlainHost(host: unknown): boolean;
export declare function oddRequestOf(
  request: IncomingMessage,
): { status: 400 | 405; title: string; reason: "method" | "target" | "host" } | null;
export declare function refuseOddRequest(request: IncomingMessage, response: ServerResponse): boolean;
