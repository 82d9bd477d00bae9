// Types of server/serve.mjs (plain JavaScript, run outside the build).
import type { IncomingMessage, ServerResponse } from "node:http";

export declare const peerAddressHeader: "x-shopfloor-peer-address";
export declare function withPeerAddress(
  handle: (request: IncomingMessage, response: ServerResponse) => unknown,
): (request: IncomingMessage, response: ServerResponse) => void;
export declare function isMalformedPath(url: string | undefined): boolean;
