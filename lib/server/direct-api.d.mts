// Types of lib/server/direct-api.mjs (plain JavaScript, imported by server/serve.mjs).
import type { IncomingMessage, ServerResponse } from "node:http";

type FetchHandler = (request: Request) => Promise<Response>;

export declare const directApiPrefix: "/production-api/";
export declare function registerDirectApi(handler: FetchHandler): void;
export declare function directApiFor(request: IncomingMessage): FetchHandler | undefined;
export declare function serveDirectApi(
  handler: FetchHandler,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void>;
