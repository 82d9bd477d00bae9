// PLACEHOLDER: replaced by the real implementations.
export const polygonDepartmentOperations = {} as never;
