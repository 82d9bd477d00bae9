// A `fetch` that hands each request to a fetch-style handler in this process
// (the embedded production API of this server): the same Request (token,
// method, body, signal) and Response as over HTTP, without a loopback
// connection and the web framework's routing in between. As with fetch, an
// aborted signal (the caller's timeout) rejects at once; the handler sees the
// abort on its request and rolls a write back.
export type FetchHandler = (request: Request) => Promise<Response>;

export function inProcessFetch(handler: FetchHandler) {
  return (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const request = new Request(input, init);
    return untilAborted(request.signal, () => handler(request));
  };
}

/**
 * Work handed over in process, as fetch answers it: rejected at once when the
 * signal fires (the caller's timeout), though the work goes on and sees the abort.
 */
export function untilAborted<T>(signal: AbortSignal, work: () => Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason as Error);
    signal.addEventListener("abort", onAbort, { once: true });
    work()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener("abort", onAbort));
  });
}
