// PLACEHOLDER: replaced by the real implementations.
export const polygonOperations = {} as never;
