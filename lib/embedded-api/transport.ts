// The transport of a client in the same process as the embedded API (this
// server's own gateway, lib/server/embedded-api.ts): each call handed over as
// over HTTP (the token checked, the input parsed, a write rolled back when the
// caller's timeout fired first) but without a loopback, Request, Response or
// body streams at either end. As fetch, it rejects at once on the timeout.
import type { Transport, TransportAnswer } from "@/lib/production-api/http";
import { untilAborted } from "@/lib/production-api/in-process";
import type { EmbeddedAnswer, EmbeddedCall } from "./handler";

/** `answer`: the handler's (createEmbeddedApiHandler(…).answer), or a switched-off server's Response. */
export function inProcessTransport(
  answer: (call: EmbeddedCall) => Promise<EmbeddedAnswer | Response>,
): Transport {
  return ({ url, method, headers, body, signal }) =>
    untilAborted(signal, async () => {
      const answered = await answer({
        method,
        url: new URL(url),
        bodyText: () => Promise.resolve(body ?? ""),
        authorization: headers.authorization ?? null,
        signal,
      });
      return answered instanceof Response ? answered : handedOver(answered);
    });
}

const handedOver = ({ status, text }: EmbeddedAnswer): TransportAnswer => ({
  status,
  statusText: "",
  ok: status >= 200 && status < 300,
  text: () => Promise.resolve(text ?? ""),
  body: null,
});
