// Types of server/node-flags.mjs (plain JavaScript, read by the launcher and the cluster harness).
export declare const serverNodeFlags: readonly string[];
export declare function knownNodeFlags(flags?: readonly string[], v8Options?: string): string[];
