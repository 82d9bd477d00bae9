// Types of content-security-policy.mjs (plain JavaScript: next.config.mjs imports it).
export declare function contentSecurityPolicy(options?: { nonce?: string; isDevelopment?: boolean }): string;
export declare function newNonce(): string;
