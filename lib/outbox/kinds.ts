// What a kept write is, for people and for the rules of a conflict (no zod: read on every floor page).
export const outboxKinds = [
  "pack",
  "pallet",
  "takeOff",
  "undo",
  "addPackage",
  "advance",
  "start",
  "finish",
  "problem",
  "match",
  "unmatch",
  "defect",
  "repair",
  "print",
  "cut",
  "leftover",
  "quality",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];
