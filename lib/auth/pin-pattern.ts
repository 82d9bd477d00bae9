// A PIN is 4 to 6 digits (its own module: the browser's forms use it too, without node:crypto).
export const pinPattern = /^\d{4,6}$/;
