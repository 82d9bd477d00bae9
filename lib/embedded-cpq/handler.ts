// The stand-in CPQ as one fetch-style handler: the hub at /cpq-hub (token,
// getapplications, geturl, cpq-proxy) and one instance per application at
// /cpq/<application_id>. Errors are ProblemDetails with the statuses of the
// spec's Errors section: 401 no or bad token, 403 an application the account
// may not use, 404 an unknown application or endpoint, 204 no project data.
import { z } from "zod";
import { fail, jsonBody, notFound, problemResponse, StandInError } from "./http";
import { serveInstance } from "./instance";
import type { EmbeddedCpqOptions } from "./options";
import { bearerOf, sameSecret, signToken, verifyToken } from "./tokens";

export const hubBasePath = "/cpq-hub";
export const instanceBasePath = "/cpq";

const hubTokenBody = z.object({ emailAddress: z.string(), password: z.string(), apiKey: z.string() });

async function hubAccountOf(options: EmbeddedCpqOptions, request: Request) {
  const token = bearerOf(request);
  const claims = token ? await verifyToken(options.secret, token) : "no bearer token";
  if (typeof claims === "string") throw fail(401, "Unauthorized", claims);
  if (claims.kind !== "hub") throw fail(401, "Unauthorized", "not a hub token");
  return claims;
}

/** The application a hub call names: 404 when the hub has none, 403 when the account may not use it. */
function allowedApplication(options: EmbeddedCpqOptions, apps: string[], id: string | null) {
  if (!id) throw fail(400, "Bad Request", "applicationId is required", { applicationId: ["required"] });
  const application = options.applications.find((a) => a.id === id);
  if (!application) throw notFound(`there is no application ${id}`);
  if (!apps.includes(id)) throw fail(403, "Forbidden", `this account may not use application ${id}`);
  return application;
}

async function serveHub(
  options: EmbeddedCpqOptions,
  request: Request,
  url: URL,
  rest: string,
): Promise<Response> {
  if (rest === "api/embedded/token") {
    if (request.method !== "POST") throw fail(405, "Method Not Allowed", "token takes POST");
    const body = hubTokenBody.safeParse(await jsonBody(request));
    const account =
      body.success &&
      options.hubAccounts.find(
        (a) =>
          a.emailAddress.toLowerCase() === body.data.emailAddress.toLowerCase() &&
          sameSecret(body.data.password, a.password) &&
          sameSecret(body.data.apiKey, a.apiKey),
      );
    if (!account) throw fail(401, "Unauthorized", "the e-mail address, password or API key is wrong");
    const seconds = options.tokenSeconds ?? 3600;
    const token = await signToken(options.secret, { kind: "hub", apps: account.applicationIds }, seconds);
    return Response.json({ token, expiresIn: seconds });
  }
  if (rest === "api/embedded/getapplications" && request.method === "GET") {
    const { apps } = await hubAccountOf(options, request);
    return Response.json(options.applications.filter((a) => apps.includes(a.id)));
  }
  if (rest === "api/embedded/geturl" && request.method === "GET") {
    const { apps } = await hubAccountOf(options, request);
    const application = allowedApplication(options, apps, url.searchParams.get("applicationId"));
    const iframe = new URLSearchParams({
      token: await signToken(
        options.secret,
        { kind: "instance", app: application.id },
        options.tokenSeconds ?? 3600,
      ),
      isEmbedded: "true",
    });
    const projectId = url.searchParams.get("projectId");
    if (projectId && /^\d{1,10}$/.test(projectId)) iframe.set("projectId", projectId);
    // A path on this origin: the stand-in is served by the app itself, under whatever name the browser uses.
    return Response.json({ url: `${instanceBasePath}/${application.id}?${iframe.toString()}` });
  }
  const proxied = /^cpq-proxy\/([^/]+)\/?(.*)$/.exec(rest);
  if (proxied) {
    const { apps } = await hubAccountOf(options, request);
    const application = allowedApplication(options, apps, decodeURIComponent(proxied[1]!));
    // Headers and body forwarded unchanged, to the instance's own handler.
    const target = new URL(`${instanceBasePath}/${application.id}/${proxied[2]}${url.search}`, url.origin);
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const forwarded = new Request(target, {
      method: request.method,
      headers: request.headers,
      body: hasBody ? await request.arrayBuffer() : undefined,
      signal: request.signal,
    });
    return serveInstance(options, {
      request: forwarded,
      url: target,
      applicationId: application.id,
      rest: proxied[2]!.replace(/\/+$/, ""),
      base: `${url.origin}${instanceBasePath}/${application.id}`,
    });
  }
  throw notFound(`there is no hub endpoint ${rest}`);
}

/**
 * The origin callers used, for the absolute URLs of pictures and documents:
 * the Host header when there is one (Next's request URL may name the server
 * differently from how the caller reached it), else the request URL's.
 */
function originOf(request: Request, url: URL): string {
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (!host || !/^[\w.-]+(:\d{1,5})?$|^\[[\d:a-f]+\](:\d{1,5})?$/i.test(host)) return url.origin;
  const protocol = request.headers.get("x-forwarded-proto") === "https" ? "https:" : url.protocol;
  return `${protocol}//${host}`;
}

export function createEmbeddedCpqHandler(
  options: EmbeddedCpqOptions,
): (request: Request) => Promise<Response> {
  return async (request) => {
    const given = new URL(request.url);
    const url = new URL(`${given.pathname}${given.search}`, originOf(request, given));
    const path = url.pathname;
    try {
      if (path === hubBasePath || path.startsWith(`${hubBasePath}/`)) {
        return await serveHub(options, request, url, path.slice(hubBasePath.length + 1).replace(/\/+$/, ""));
      }
      const instance = new RegExp(`^${instanceBasePath}/([^/]+)/?(.*)$`).exec(path);
      if (instance) {
        const applicationId = decodeURIComponent(instance[1]!);
        return await serveInstance(options, {
          request,
          url,
          applicationId,
          rest: instance[2]!.replace(/\/+$/, ""),
          base: `${url.origin}${instanceBasePath}/${applicationId}`,
        });
      }
      throw notFound(`there is no CPQ endpoint ${path}`);
    } catch (error) {
      if (error instanceof StandInError) {
        const headers: Record<string, string> =
          error.problem.status === 401 ? { "www-authenticate": "Bearer" } : {};
        return problemResponse(error.problem, path, headers);
      }
      console.error(`[embedded-cpq] ${request.method} ${path} failed:`, error);
      return problemResponse(
        { status: 500, title: "Internal Server Error", detail: "see the server log" },
        path,
      );
    }
  };
}
