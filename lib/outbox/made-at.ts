// Every outbox write carries the moment it was made on the tablet (its
// entry's createdAt), so that a step kept offline and sent later is recorded
// at the press, not at the replay (docs/idempotency-and-outbox.md). The server
// reads it in lib/route/made-at.ts.

/** The request header with the moment the write was made, ISO 8601 in UTC. */
export const madeAtHeader = "x-made-at";
