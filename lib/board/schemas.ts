// What the wall board's routes take: a device to issue, a department's daily target.
import { z } from "zod";
import { localeSchema } from "@/lib/base/roles";
import { singleLineText } from "@/lib/base/text";

export const issueDeviceBody = z.object({
  name: singleLineText({ message: "Give the screen a name" })
    .trim()
    .min(1, "Give the screen a name")
    .max(80, "At most 80 characters"),
  locale: localeSchema.default("en"),
});
export type IssueDeviceBody = z.input<typeof issueDeviceBody>;

export const dailyTargetBody = z.object({
  /** Polygons a day; null: no target (the board shows the count alone). */
  dailyTarget: z.number().int("A whole number").min(0, "0 or more").max(100_000, "At most 100000").nullable(),
});
export type DailyTargetBody = z.infer<typeof dailyTargetBody>;
