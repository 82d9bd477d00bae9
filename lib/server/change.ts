// What the change bus carries (lib/server/change-bus.ts): one change, as it is
// published, stored in app.changes and sent to the screens.
import { z } from "zod";

export const changeSchema = z.object({
  path: z.string(),
  method: z.string(),
  at: z.string(),
  /** The production polygons the change touched (the write path names them). */
  polygonIds: z.array(z.number()).max(1_000).default([]),
  /** The writer could not follow it polygon by polygon: the kept lists are read afresh. */
  isWide: z.boolean().default(false),
  /** Planned department work changed (of polygonIds; of unknown polygons when there are none). */
  hasWork: z.boolean().default(false),
  /** Employees whose sessions ended (lib/auth/session-end.ts): every server reads their rows again. */
  endedSessionsOf: z.array(z.number().int()).max(1_000).optional(),
});
export type Change = z.output<typeof changeSchema> & {
  /** Its number on the bus (absent only when it could not be stored: the database was down). */
  id?: number;
};
export type NewChange = Omit<z.input<typeof changeSchema>, "at">;
