// How the app reaches the CPQ: through the hub (many applications, one login)
// or straight to one instance. Only the settings differ; the client is the same.
export type HubConnection = {
  mode: "hub";
  /** {proxy_url}: the hub's root, e.g. https://hub.example.com (no trailing slash needed). */
  hubUrl: string;
  emailAddress: string;
  password: string;
  apiKey: string;
};

export type DirectConnection = {
  mode: "direct";
  /** {base_url}: the one instance's root. */
  baseUrl: string;
  domainName: string;
  username: string;
  password: string;
  apiKey: string;
};

export type CpqConnection = HubConnection | DirectConnection;

export const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** Where a gateway path (e.g. `api/gateway/v2/material/findbyid`) of an application is reached. */
export function gatewayUrl(connection: CpqConnection, applicationId: string, path: string): URL {
  const clean = path.replace(/^\/+/, "");
  return connection.mode === "hub"
    ? new URL(`${trimSlash(connection.hubUrl)}/cpq-proxy/${encodeURIComponent(applicationId)}/${clean}`)
    : new URL(`${trimSlash(connection.baseUrl)}/${clean}`);
}

/** A hub operation (`api/embedded/...`); direct mode has none. */
export function hubUrl(connection: HubConnection, operation: string): URL {
  return new URL(`${trimSlash(connection.hubUrl)}/api/embedded/${operation}`);
}
