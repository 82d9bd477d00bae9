// PLACEHOLDER: replaced by the real implementations.
export const polygonPackageOperations = {} as never;
