// Imported first by the fuzz pass: Next makes its request-scope storage from
// globalThis.AsyncLocalStorage when its modules load (its server sets it up
// before), so it must be there before anything imports `next`.
import { AsyncLocalStorage } from "node:async_hooks";

(globalThis as { AsyncLocalStorage?: unknown }).AsyncLocalStorage ??= AsyncLocalStorage;
