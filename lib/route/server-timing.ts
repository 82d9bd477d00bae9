// The Server-Timing header of every API answer: how long the request spent on
// its session, on claiming its write (Idempotency-Key and audit row), in its
// handler (the upstream's calls) and on its end (its rows, in one transaction).
// The browser's developer tools show it, and bench:scan reads it through the
// Resource Timing API to tell the server's part of a scan from the network's
// and the page's. Same-origin only (no Timing-Allow-Origin).
export type ServerTimer = {
  /** Closes the phase that ran since the last lap (or the start) under this name. */
  lap: (name: string) => void;
  header: () => string;
};

export function serverTimer(): ServerTimer {
  const startedAt = performance.now();
  let lastAt = startedAt;
  const phases: string[] = [];
  return {
    lap(name) {
      const now = performance.now();
      phases.push(`${name};dur=${(now - lastAt).toFixed(1)}`);
      lastAt = now;
    },
    header: () => [...phases, `total;dur=${(performance.now() - startedAt).toFixed(1)}`].join(", "),
  };
}
