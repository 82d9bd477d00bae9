// What a problem at a station and a defect on a material entry have in common:
// a report with a remark, who and when, and an optional photo kept beside it
// (problems.ts, material-defects.ts). The screens get it with its moment as
// ISO text and the address of its photo.
import type { materialDefects, polygonProblems } from "@/lib/db/schema";

type ReportTable = typeof polygonProblems | typeof materialDefects;

/** The report's columns of either table (its own columns go around them). */
export const reportColumns = <T extends ReportTable>(table: T) => ({
  remark: table.remark,
  reportedByName: table.reportedByName,
  reportedAt: table.reportedAt,
  photoType: table.photoType,
});

/** A report as the screens get it: `photoUrl` is where its photo is read, null when it has none. */
export function reportSummary<R extends { reportedAt: Date; photoType: string | null }>(
  { photoType, reportedAt, ...row }: R,
  photoUrl: string,
) {
  return { ...row, reportedAt: reportedAt.toISOString(), photoUrl: photoType ? photoUrl : null };
}
