// Long work on the server's one thread in slices: between them, the requests
// that came meanwhile run (a scan waits for one slice, not for the whole plan).

/** Lets the requests waiting meanwhile run (their work goes before the next slice's). */
export const yieldToOthers = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * A rest for a long loop to call often: it lets others run once `sliceMs` have
 * passed since the last time it did, and otherwise goes straight on.
 */
export function restEvery(sliceMs: number): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < sliceMs) return undefined;
    return yieldToOthers().then(() => {
      sliceStart = performance.now();
    });
  };
}
