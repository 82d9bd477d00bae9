// The gateway's memo for one request: a read (a GET, or a read sent as POST) with the same input is
// made once and its answer shared; a write forgets every read of the records
// it touched, so a read after a write sees the write. Records go by the
// operation's first segment, with status moves and material flags counted as
// the polygon's (they change what polygon/getbyid answers).
import { currentScope } from "@/lib/base/request-context";
import { isReadOperation, type OperationInput, type OperationName, type OperationOutput } from "./operations";

const recordOf = (operation: OperationName): string => {
  const record = operation.slice(0, operation.indexOf("/"));
  return record === "status" ? "polygon" : record;
};

/** The project export holds a project's polygons, packages and statuses: any write may change it. */
const isTouchedByAnyWrite = (operation: OperationName) => recordOf(operation) === "projectexport";

export type ReadMemo = ReturnType<typeof createReadMemo>;

/**
 * A memo for the request (or render) it is made in (lib/base/request-context.ts,
 * currentScope). A client that outlives its request (a kept cut plan makes the
 * next one in the background with the client of the request that asked first)
 * reads afresh outside it, and its memo lets go of what it held: kept, it held
 * the order specs of every project at the cutting station, 160 MB of the
 * request thread's heap at 100,000 polygons, and answered later plans with
 * reads as old as that request.
 */
export function createReadMemo(scopeNow: () => object | undefined = currentScope) {
  const own = scopeNow();
  const forgetters: { operation: OperationName; clear: () => void }[] = [];
  const clearAll = () => forgetters.forEach((read) => read.clear());
  return {
    /** The memoised form of one read operation's function (its answers kept by input). */
    memoise<N extends OperationName>(
      operation: N,
      load: (input: OperationInput<N> | undefined) => Promise<OperationOutput<N>>,
    ): (input: OperationInput<N> | undefined) => Promise<OperationOutput<N>> {
      const answers = new Map<string, Promise<OperationOutput<N>>>();
      forgetters.push({ operation, clear: () => answers.clear() });
      return (input) => {
        if (scopeNow() !== own) {
          clearAll();
          return load(input);
        }
        const key = JSON.stringify(input ?? {});
        const known = answers.get(key);
        if (known) return known;
        const answer = load(input);
        answers.set(key, answer);
        // A failed read is not remembered: the next caller asks again.
        answer.catch(() => {
          if (answers.get(key) === answer) answers.delete(key);
        });
        return answer;
      };
    },

    /** Forgets the reads a write of `operation` may have changed. */
    forget(operation: OperationName): void {
      if (isReadOperation(operation)) return;
      const record = recordOf(operation);
      for (const read of forgetters) {
        if (recordOf(read.operation) === record || isTouchedByAnyWrite(read.operation)) read.clear();
      }
    },
  };
}
