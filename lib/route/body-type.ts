// What a write's body may be: JSON, or a multipart form where a photo is sent.
// A plain HTML form on any site can POST text/plain, urlencoded or multipart
// bodies with the user's cookie and no preflight; JSON needs a preflight that
// this app never grants, so refusing every other type (415) before anything is
// claimed or written closes that door (docs/security.md, "Writes").
import { AppError } from "@/lib/errors";

/** The body a write route reads: JSON (the default) or a multipart form with a photo. */
export type BodyKind = "json" | "multipart";

const mediaTypeOf = (kind: BodyKind) => (kind === "json" ? "application/json" : "multipart/form-data");

/** `application/json; charset=utf-8` → `application/json`. */
const mediaType = (header: string) => header.split(";")[0]!.trim().toLowerCase();

const refused = (kind: BodyKind, sent: string) =>
  new AppError(
    "unsupported_media_type",
    "Unsupported body type",
    `This request takes ${mediaTypeOf(kind)}${sent ? `, not ${sent}` : "; the body had no Content-Type"}.`,
  );

/** Whether the request says it carries a body (HTTP/1.1 says so with either header). */
const saysItHasBody = (request: Request) =>
  Number(request.headers.get("content-length") ?? 0) > 0 || request.headers.has("transfer-encoding");

/**
 * Refuses a write whose Content-Type is not the route's; a write without one
 * passes only without a body (a Start, a DELETE). For JSON routes the body is
 * read here and its text returned (a body that came without its type is
 * refused too); a multipart route's handler reads its own form.
 */
export async function readWriteBody(request: Request, kind: BodyKind): Promise<string> {
  const header = request.headers.get("content-type");
  const sent = header === null ? "" : mediaType(header);
  if (sent !== "" && sent !== mediaTypeOf(kind)) throw refused(kind, sent);
  if (kind === "multipart") {
    if (sent === "" && saysItHasBody(request)) throw refused(kind, sent);
    return "";
  }
  // A copy: the Idempotency-Key claim reads the body too.
  const text = await request.clone().text();
  if (sent === "" && text !== "") throw refused(kind, sent);
  return text;
}
