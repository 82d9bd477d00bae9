// Types of content-security-policy.mjs (plain JavaScript: next.config.mjs imports it).
export declare function contentSecurityPolicy(options?: {
  nonce?: string;
  isDevelopment?: boolean;
  frameSources?: readonly string[];
}): string;
export declare function newNonce(): string;
export declare function cpqFrameSources(settings: {
  CPQ_BASE_URL?: string;
  CPQ_HUB_URL?: string;
  CPQ_FRAME_ORIGINS?: readonly string[];
}): string[];
export declare const standInCpqPolicy: string;
export declare const apiPolicy: string;
