// Types of lib/server/security-headers.mjs (plain JavaScript, imported by next.config.mjs and scripts/serve.mjs).
type Header = { key: string; value: string };

export declare const commonHeaders: Header[];
export declare const securityHeaders: Header[];
