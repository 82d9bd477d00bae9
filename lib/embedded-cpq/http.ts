// Answers of the stand-in: JSON, ProblemDetails as the spec's Errors section
// gives them (type, title, status, detail, instance, extensions; errors for
// validation), and the 204 of "no data".
export type StandInProblem = {
  status: number;
  title: string;
  detail: string;
  errors?: Record<string, string[]>;
};

export class StandInError extends Error {
  constructor(readonly problem: StandInProblem) {
    super(problem.detail);
  }
}

export const fail = (status: number, title: string, detail: string, errors?: Record<string, string[]>) =>
  new StandInError({ status, title, detail, errors });

export const notFound = (detail: string) => fail(404, "Not Found", detail);
export const badRequest = (field: string, message: string) =>
  fail(400, "One or more validation errors occurred.", message, { [field]: [message] });

export function problemResponse(
  problem: StandInProblem,
  instance: string,
  headers: Record<string, string> = {},
) {
  return Response.json(
    {
      type: `https://tools.ietf.org/html/rfc9110#status-${problem.status}`,
      title: problem.title,
      status: problem.status,
      detail: problem.detail,
      instance,
      extensions: {},
      ...(problem.errors ? { errors: problem.errors } : {}),
    },
    { status: problem.status, headers: { "content-type": "application/problem+json", ...headers } },
  );
}

export const noContent = () => new Response(null, { status: 204 });

export function fileResponse(body: string, contentType: string): Response {
  return new Response(body, {
    status: 200,
    headers: { "content-type": contentType, "cache-control": "private, max-age=300" },
  });
}

/** A JSON body, or a 400 that says why not. */
export async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text.length > 100_000) throw fail(400, "Bad Request", "the body is larger than 100 kB");
  if (!text.trim()) throw badRequest("body", "the request needs a JSON body");
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw badRequest("body", "the body is not valid JSON");
  }
}

/** One call to an instance: its application, the path after {base_url}/ and {base_url} itself. */
export type InstanceCall = { request: Request; url: URL; applicationId: string; rest: string; base: string };

/** A query parameter, its name matched case-insensitively. */
export function param(url: URL, name: string): string | undefined {
  for (const [key, value] of url.searchParams) if (key.toLowerCase() === name.toLowerCase()) return value;
  return undefined;
}

export function intParam(url: URL, name: string): number {
  const value = param(url, name);
  if (value === undefined || value === "") throw badRequest(name, `${name} is required`);
  if (!/^-?\d{1,10}$/.test(value)) throw badRequest(name, `${name} must be an integer`);
  return Number(value);
}
