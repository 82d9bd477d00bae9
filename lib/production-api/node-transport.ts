// The production API over node:http(s) rather than the global fetch. On the
// server Next patches fetch: every call goes through its tracing, its request
// dedupe and cache checks, and a body of web streams. Against a real upstream
// at 100,000 polygons (lists of 10-25 MB), that machinery and the garbage it
// left were most of what the request thread did while the kept lists
// reloaded. Here: a keep-alive agent, the body read as bytes, decoded once
// where it is read (gzip undone on zlib's own threads).
import http from "node:http";
import https from "node:https";
import zlib from "node:zlib";
import type { Transport, TransportAnswer } from "./http";

const agents = {
  http: new http.Agent({ keepAlive: true, maxSockets: 64 }),
  https: new https.Agent({ keepAlive: true, maxSockets: 64 }),
};

const decoderOf = (encoding: string | undefined) =>
  encoding === "gzip"
    ? zlib.createGunzip()
    : encoding === "deflate"
      ? zlib.createInflate()
      : encoding === "br"
        ? zlib.createBrotliDecompress()
        : null;

/** One call: answered once the whole body is read, as callOperation reads it anyway. */
export const nodeHttpTransport: Transport = ({ url, method, headers, body, signal }) =>
  new Promise<TransportAnswer>((resolve, reject) => {
    // The call's timeout as fetch reports it (a TimeoutError), also when it fires mid-body.
    const fail = (error: Error) => reject(signal.aborted ? (signal.reason as Error) : error);
    const target = new URL(url);
    const isHttps = target.protocol === "https:";
    const request = (isHttps ? https : http).request(
      target,
      {
        method,
        headers: {
          "accept-encoding": "gzip",
          ...headers,
          ...(body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) }),
        },
        agent: isHttps ? agents.https : agents.http,
        signal,
      },
      (response) => {
        const decoder = decoderOf(response.headers["content-encoding"]);
        const stream = decoder ? response.pipe(decoder) : response;
        const chunks: Buffer[] = [];
        response.on("error", fail);
        stream.on("error", fail);
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          const bytes = Buffer.concat(chunks);
          const status = response.statusCode ?? 0;
          resolve({
            status,
            statusText: response.statusMessage ?? "",
            ok: status >= 200 && status < 300,
            text: () => Promise.resolve(bytes.toString("utf8")),
            // A large answer's bytes go to the worker pool as they are (http.ts): decoding 25 MB
            // here held the thread for 100 ms and more.
            bytes: () => Promise.resolve(bytes),
            body: null,
          });
        });
      },
    );
    request.on("error", fail);
    request.end(body);
  });
