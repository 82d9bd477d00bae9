// Id lists in the embedded API's statements.
export { anyId } from "@/lib/db/any-id";

/** The distinct ids, in the order first given. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];
