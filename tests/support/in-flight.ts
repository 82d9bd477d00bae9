// Work a request goes on doing after its caller gave up (a write the fault
// switch delayed) is invisible to the caller, so a test that asserts "the slow
// write was not applied" must first wait for that work to end: these sets hold
// the promises still running, and settle() waits until none is left.

export type InFlight = {
  /** Holds the promise until it settles. */
  add: (work: Promise<unknown>) => void;
  /** Resolves once every promise added so far (and any added meanwhile) has settled. */
  settle: () => Promise<void>;
};

export function createInFlight(): InFlight {
  const running = new Set<Promise<unknown>>();
  return {
    add: (work) => {
      running.add(work);
      const forget = () => void running.delete(work);
      work.then(forget, forget);
    },
    settle: async () => {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}
