// Types of lib/base/private-data-dir.mjs (plain JavaScript, run by server/serve.mjs).
type StartLog = { info: (line: string) => void; warn: (line: string) => void };

export declare function makeDirectoryPrivate(dir: string): { fixed: number; failed: string[] };
export declare function makeDataDirPrivate(dir: string, log?: StartLog): { fixed: number; failed: string[] };
