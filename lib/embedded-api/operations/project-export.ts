// PLACEHOLDER: replaced by the real implementations.
export const projectExportOperations = {} as never;
