// Why a time entry ended (a pure module: the report screen names them too).
export const endReasons = ["pause", "done", "sign-out", "shift-end", "switch", "other-job"] as const;
export type EndReason = (typeof endReasons)[number];

export const isEndReason = (value: string | null): value is EndReason =>
  value !== null && (endReasons as readonly string[]).includes(value);
