// PLACEHOLDER: replaced by the real implementations.
export const matchingOperations = {} as never;
