// Fetching a picture or document the CPQ named by an absolute URL, with the
// token only when the file lies under the application's instance.
import { gatewayUrl, trimSlash } from "./connection";
import { CpqError } from "./errors";
import type { CpqTransport } from "./transport";

export type CpqFile = { bytes: Uint8Array; contentType: string };

/** How long the instance root learnt from geturl is trusted to place pictures under it. */
const instanceRootMs = 3_600_000;

export function createFileFetcher(
  transport: CpqTransport,
  timeoutMs: number | undefined,
  iframeUrl: (applicationId: string) => Promise<string>,
) {
  const { connection } = transport;
  const roots = new Map<string, { root: URL; until: number }>();

  /** Where an application's instance lives (hub: from geturl, without its token). */
  async function instanceRoot(applicationId: string): Promise<URL> {
    if (connection.mode === "direct") return new URL(`${trimSlash(connection.baseUrl)}/`);
    const known = roots.get(applicationId);
    if (known && Date.now() < known.until) return known.root;
    const url = new URL(await iframeUrl(applicationId), `${trimSlash(connection.hubUrl)}/`);
    url.search = "";
    url.hash = "";
    if (!url.pathname.endsWith("/")) url.pathname += "/";
    roots.set(applicationId, { root: url, until: Date.now() + instanceRootMs });
    return url;
  }

  /**
   * One under the instance goes with the token (in hub mode through the proxy
   * path); one elsewhere goes without it, so the token never leaves for another host.
   */
  return async function fetchFile(applicationId: string, fileUrl: string): Promise<CpqFile> {
    const operation = "file";
    const target = new URL(fileUrl);
    if (target.protocol !== "https:" && target.protocol !== "http:") {
      throw new CpqError(operation, "contract", 0, "the CPQ named a file that is not on the web");
    }
    const root = await instanceRoot(applicationId);
    const isOnInstance = target.origin === root.origin && target.pathname.startsWith(root.pathname);
    let response: Response;
    if (isOnInstance) {
      const rest = target.pathname.slice(root.pathname.length) + target.search;
      const url = connection.mode === "hub" ? gatewayUrl(connection, applicationId, rest) : target;
      response = await transport.send({ operation, url, applicationId, accept: "*/*" });
    } else {
      response = await fetch(target, {
        signal: AbortSignal.timeout(timeoutMs ?? 8000),
        redirect: "error",
      }).catch((error: unknown) => {
        throw new CpqError(
          operation,
          "unavailable",
          0,
          `a CPQ file could not be fetched (${error instanceof Error ? error.name : "error"})`,
        );
      });
      if (!response.ok)
        throw new CpqError(
          operation,
          response.status === 404 ? "not-found" : "unavailable",
          response.status,
          `a CPQ file answered ${response.status}`,
        );
    }
    const contentType = response.headers.get("content-type") ?? "application/octet-stream";
    return { bytes: new Uint8Array(await response.arrayBuffer()), contentType };
  };
}
