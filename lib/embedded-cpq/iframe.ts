// The page the iframe URL opens: with a valid token for the application, the
// project named by projectId (read only, with Save and Close), or the list of
// the application's projects.
import type { Database } from "@/lib/db/client";
import * as data from "./data";
import { param, type InstanceCall } from "./http";
import type { EmbeddedCpqOptions } from "./options";
import { projectListPage, projectPage, refusedPage } from "./pages";
import { mayUse, verifyToken } from "./tokens";

export async function iframePage(
  options: EmbeddedCpqOptions,
  db: Database,
  call: InstanceCall,
): Promise<Response> {
  const html = (body: string, status = 200) =>
    new Response(body, {
      status,
      headers: {
        "content-type": "text/html; charset=utf-8",
        // Framed by the app's own pages (the stand-in is served by the app); its one script is inline.
        "content-security-policy":
          "default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; frame-ancestors 'self'",
        "x-frame-options": "SAMEORIGIN",
      },
    });
  const token = param(call.url, "token");
  const claims = token ? await verifyToken(options.secret, token) : "the page needs a token";
  if (typeof claims === "string") return html(refusedPage(claims), 401);
  if (!mayUse(claims, call.applicationId))
    return html(refusedPage("this account may not use this application"), 403);
  const app = Number(call.applicationId);
  const projectId = param(call.url, "projectId");
  if (projectId && /^\d{1,10}$/.test(projectId)) {
    const project = await data.findProject(db, app, Number(projectId));
    if (!project) return html(refusedPage(`project ${projectId} is not available`), 404);
    return html(projectPage(project, call.base));
  }
  const name = options.applications.find((a) => a.id === call.applicationId)?.name ?? call.applicationId;
  const link = (id: number) => {
    const url = new URL(call.url);
    url.searchParams.set("projectId", String(id));
    return `${url.pathname}${url.search}`;
  };
  return html(projectListPage(name, await data.listProjects(db, app), link));
}
