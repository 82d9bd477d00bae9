// PLACEHOLDER: replaced by the real implementations.
export const packageOperations = {} as never;
