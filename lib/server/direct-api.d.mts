// Types of lib/server/direct-api.mjs (plain JavaScript, imported by scripts/serve.mjs).
import type { IncomingMessage, ServerResponse } from "node:http";

type FetchHandler = (request: Request) => Promise<Response>;
/** A route handler as Next calls it (a defineRoute handler). */
type RouteHandler = (
  request: Request,
  context: { params: Promise<Record<string, string | string[]>> },
) => Promise<Response>;

export declare const directApiPrefix: "/production-api/";
export declare function registerDirectApi(handler: FetchHandler): void;
export declare function directApiFor(request: IncomingMessage): FetchHandler | undefined;
export declare function serveDirectApi(
  handler: FetchHandler,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void>;
export declare function registerDirectRoute(
  method: string,
  path: string,
  handler: RouteHandler,
  isServedBeside?: (headers: Headers) => Promise<boolean>,
): void;
export declare function directRouteFor(request: IncomingMessage): RouteHandler | undefined;
export declare function isServedBeside(request: IncomingMessage): Promise<boolean>;
export declare function serveDirectRoute(
  handler: RouteHandler,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void>;
