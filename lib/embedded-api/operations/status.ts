// PLACEHOLDER: replaced by the real implementations.
export const statusOperations = {} as never;
